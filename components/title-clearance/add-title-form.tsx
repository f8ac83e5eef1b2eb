"use client";

import {
  Button,
  Card,
  Grid,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useState, type ChangeEvent, type FormEvent } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { TITLE_CLEARANCE_LIMITS, TITLE_KINDS, type TitleKind } from "@/config/title-clearance";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import type { TitleClearanceView } from "@/lib/title-clearance/views";


type Fields = {
  title: string;
  kind: TitleKind;
  year: number | string;
  owner: string;
  territory: string;
  note: string;
};
/** What the researcher may know of the work besides its title, kind and year. */
const WORK_FIELDS = [
  {
    key: "owner",
    label: "Owner",
    description: "Studio, distributor, publisher or artist",
    maxLength: TITLE_CLEARANCE_LIMITS.ownerLength,
  },
  {
    key: "territory",
    label: "Territory",
    description: "Where it was released or registered",
    maxLength: TITLE_CLEARANCE_LIMITS.territoryLength,
  },
] as const;

const EMPTY: Fields = { title: "", kind: "film", year: "", owner: "", territory: "", note: "" };

/** A title the researcher found elsewhere (a register, a database): measured when it is added. */
export function AddTitleForm({
  id,
  onAdded,
}: {
  id: string;
  onAdded: (view: TitleClearanceView) => void;
}) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const adding = useMutation(routes.admin.titleClearance.addTitle, {
    failure: "Title not added",
    success: (_, { body }) => `“${body?.title.trim()}” added.`,
    // A refusal about one field goes under it.
    showsError: (error) => {
      const field = error.field;
      if (field && Object.hasOwn(EMPTY, field)) setErrors({ [field]: messageOf(error) });
      return Boolean(field && Object.hasOwn(EMPTY, field));
    },
  });
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  /** A text field's value, error and change handler. */
  const textField = (key: "title" | "owner" | "territory" | "note") => ({
    value: fields[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.title.trim()) return setErrors({ title: "Enter the title you found." });
    setErrors({});
    const view = await adding.run(
      { id },
      {
        title: fields.title,
        kind: fields.kind,
        year: typeof fields.year === "number" ? fields.year : null,
        owner: fields.owner || null,
        territory: fields.territory || null,
        note: fields.note || null,
      },
    );
    if (!view) return;
    setFields(EMPTY);
    onAdded(view);
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="add-title-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-title-heading">
            Add a title
          </Title>
          <Text size="sm" c="dimmed">
            A similar title found elsewhere: it is compared with the candidate titles as it is
            added.
          </Text>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Title"
                required
                maxLength={TITLE_CLEARANCE_LIMITS.titleLength}
                {...textField("title")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Select
                label="Kind of work"
                data={TITLE_KINDS.map(({ value, label }) => ({ value, label }))}
                allowDeselect={false}
                value={fields.kind}
                error={errors.kind}
                onChange={(value) => value && set("kind", value as TitleKind)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <NumberInput
                label="Year"
                min={1400}
                max={2200}
                allowDecimal={false}
                allowNegative={false}
                value={fields.year}
                error={errors.year}
                onChange={(value) => set("year", value)}
              />
            </Grid.Col>
            {WORK_FIELDS.map((field) => (
              <Grid.Col key={field.key} span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={field.label}
                  description={field.description}
                  maxLength={field.maxLength}
                  {...textField(field.key)}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <Textarea
                label="Note"
                description="Optional: where you found it and how close it is"
                autosize
                minRows={1}
                maxLength={TITLE_CLEARANCE_LIMITS.noteLength}
                {...textField("note")}
              />
            </Grid.Col>
          </Grid>
          <Button type="submit" loading={adding.busy} style={{ alignSelf: "flex-end" }}>
            Add title
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
