"use client";

import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { SHARE_LINKS } from "@/config/share-links";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import type { CreatedShareLink } from "@/lib/share-links/manage";
import { formatLongDay } from "@/lib/site/format-date";

type Values = {
  recipient_name: string;
  recipient_email: string;
  recipient_organisation: string;
  days: number | string;
  version: string;
  include_annotated: boolean;
  include_downloads: boolean;
  passcode: string;
  email_recipient: boolean;
};

const INITIAL: Values = {
  recipient_name: "",
  recipient_email: "",
  recipient_organisation: "",
  days: SHARE_LINKS.defaultDays,
  version: "latest",
  include_annotated: false,
  include_downloads: true,
  passcode: "",
  email_recipient: false,
};

/**
 * The "Share" dialog's form: whom to share the published report with, which version, what they
 * may download, for how long, and an optional passcode; then the link, shown once, to copy.
 */
export function ShareForm({
  submissionId,
  versions,
  onCreated,
}: {
  submissionId: string;
  /** The published versions, newest first. */
  versions: number[];
  onCreated: () => void;
}) {
  const form = useForm<Values>({ initialValues: INITIAL });
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const { run, busy } = useMutation(routes.submissions.shareLinks.create, {
    failure: "No link made",
    // Every refusal shows in the form: a field's under it, the rest above the buttons.
    showsError: (error) => {
      if (error.field && Object.hasOwn(form.values, error.field)) {
        form.setFieldError(error.field, messageOf(error));
      } else setFailure(messageOf(error));
      return true;
    },
  });

  const save = form.onSubmit(async (values) => {
    setFailure(null);
    const answer = await run(
      { id: submissionId },
      {
        ...values,
        days: Number(values.days),
        version: values.version === "latest" ? "latest" : Number(values.version),
        passcode: values.passcode || undefined,
      },
    );
    if (!answer) return;
    setCreated(answer);
    onCreated();
  });

  if (created)
    return (
      <Stack gap="sm">
        <Text size="sm">
          The link for {created.link.recipient_name} works until{" "}
          {formatLongDay(created.link.expires_at)}. Copy it now: it is shown only once.
        </Text>
        <TextInput label="Link" value={created.url} readOnly aria-label="The share link" />
        <Group justify="space-between">
          <CopyButton value={created.url}>
            {({ copied, copy }) => (
              <Button color={copied ? "teal" : undefined} onClick={copy}>
                {copied ? "Copied" : "Copy the link"}
              </Button>
            )}
          </CopyButton>
        </Group>
        {created.emailed ? (
          <Text size="sm" c="dimmed">
            The link was e-mailed to {created.link.recipient_email}.
          </Text>
        ) : null}
        {created.link.has_passcode ? (
          <Text size="sm" c="dimmed">
            Give the recipient the passcode another way (a call or a message): it is in neither the
            link nor the e-mail.
          </Text>
        ) : null}
      </Stack>
    );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput label="Recipient's name" required {...form.getInputProps("recipient_name")} />
        <TextInput
          label="Recipient's e-mail"
          type="email"
          required
          {...form.getInputProps("recipient_email")}
        />
        <TextInput
          label="Organisation"
          placeholder="Insurer, broker, law firm…"
          {...form.getInputProps("recipient_organisation")}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Works for (days)"
            min={1}
            max={SHARE_LINKS.maxDays}
            allowDecimal={false}
            {...form.getInputProps("days")}
          />
          <Select
            label="Version"
            allowDeselect={false}
            data={[
              { value: "latest", label: "Latest published" },
              ...versions.map((version) => ({
                value: String(version),
                label: `Version ${version} only`,
              })),
            ]}
            {...form.getInputProps("version")}
          />
        </Group>
        <Checkbox
          label="Include the downloads (XLSX; the PDF always is)"
          {...form.getInputProps("include_downloads", { type: "checkbox" })}
        />
        <Checkbox
          label="Include the annotated script"
          {...form.getInputProps("include_annotated", { type: "checkbox" })}
        />
        <PasswordInput
          label="Passcode (optional)"
          description={`At least ${SHARE_LINKS.passcodeMinLength} characters. You give it to the recipient yourself.`}
          autoComplete="new-password"
          {...form.getInputProps("passcode")}
        />
        <Checkbox
          label="E-mail the link to the recipient (never the passcode)"
          {...form.getInputProps("email_recipient", { type: "checkbox" })}
        />
        {failure ? (
          <Alert color="red" title="Not shared">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Create the link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
