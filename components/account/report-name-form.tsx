"use client";

import { Button, Grid, Group, Skeleton, TextInput } from "@mantine/core";

import { routes } from "@/lib/api-client/routes";
import { reportNameSchema, type ReportName } from "@/lib/users/report-name-input";

import { useProfileForm } from "./use-profile-form";

type FormValues = { display_name: string; job_title: string };

const valuesOf = (name: ReportName | undefined): FormValues => ({
  display_name: name?.display_name ?? "",
  job_title: name?.job_title ?? "",
});

const savedMessage = () => ({
  title: "Name saved",
  message: "Reports published from now on name you this way.",
});

/** A researcher's name and role, which reports and customers see instead of the e-mail address. */
export function ReportNameForm() {
  const { loaded, form, saving, save } = useProfileForm({
    read: routes.user.reportName,
    save: routes.user.saveReportName,
    field: "name",
    schema: reportNameSchema,
    valuesOf,
    savedMessage,
  });

  if (!loaded) return <Skeleton height={90} aria-label="Loading your name on reports" />;

  return (
    <form onSubmit={save} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Name"
            required
            autoComplete="name"
            {...form.getInputProps("display_name")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Role"
            placeholder="Senior researcher"
            autoComplete="organization-title"
            {...form.getInputProps("job_title")}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={saving} disabled={!form.isDirty()}>
          Save name
        </Button>
      </Group>
    </form>
  );
}
