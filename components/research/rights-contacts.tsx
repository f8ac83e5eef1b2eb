"use client";

import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import {
  RIGHTS_CONTACT_FIELDS,
  RIGHTS_CONTACTS_PER_ITEM,
  type RightsContactField,
} from "@/config/rights-contacts";
import { messageOf } from "@/lib/api-client/fetch";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { StoredRightsContact } from "@/lib/db/schema";
import type { ClearanceItemView } from "@/lib/research/views";
import { blankRightsContact, rightsContactInput } from "@/lib/rights-contacts/input";

type Values = { contacts: StoredRightsContact[] };

/** The schema's sentences under the fields they concern ("contacts.0.email"). */
function validate({ contacts }: Values) {
  const errors: Record<string, string> = {};
  contacts.forEach((contact, index) => {
    const result = rightsContactInput.safeParse(contact);
    for (const issue of result.error?.issues ?? [])
      errors[`contacts.${index}.${issue.path.join(".")}`] ??= issue.message;
  });
  return errors;
}

const WIDE: readonly RightsContactField[] = ["address", "notes"];

/**
 * An item's rights-holder contacts in its editor (docs/product.md §13): name, organisation,
 * address, e-mail, phone and notes for each, saved on their own (PUT …/rights-contacts) under the
 * item's version. Shown for every item; flagged as expected when the code says permission is
 * required.
 */
export function RightsContacts({
  submissionId,
  item,
  expected,
  onSaved,
}: {
  submissionId: string;
  /** The item at the version the editor last read or saved. */
  item: ClearanceItemView;
  /** The code chosen asks for permission: a contact is expected. */
  expected: boolean;
  onSaved: (saved: ClearanceItemView) => void;
}) {
  const form = useForm<Values>({
    initialValues: { contacts: item.rights_contacts },
    validate,
    validateInputOnBlur: true,
  });
  const { run, busy: saving, conflictDialog } = useMutation(routes.admin.items.rightsContacts, {
    failure: "Not saved",
    success: (saved) => `Saved the rights holders of “${saved.canonical}”.`,
    revalidate: ({ id }) => [keyOf(routes.admin.items.list, { id })],
    // A contact's refusal also goes under its field.
    showsError: (error) => {
      if (error.field?.startsWith("contacts.")) form.setFieldError(error.field, messageOf(error));
      return false;
    },
  });
  // A contact just added takes the focus, as a new source row does.
  const [added, setAdded] = useState<number>();
  const contacts = form.values.contacts;

  const save = form.onSubmit(async (values) => {
    const saved = await run(
      { id: submissionId, itemId: item.id },
      { expected_version: item.version, contacts: values.contacts },
    );
    if (!saved) return;
    const next = { contacts: saved.rights_contacts };
    form.setValues(next);
    form.resetDirty(next);
    onSaved(saved);
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby="rights-contacts-label">
      <Stack gap={6}>
        {conflictDialog}
        <Group gap="xs">
          <Text size="sm" fw={500} id="rights-contacts-label">
            Rights-holder contacts
          </Text>
          {expected ? (
            <Badge size="sm" variant="light" color={contacts.length ? "grape" : "yellow"}>
              {contacts.length ? "Permission required" : "Expected: permission required"}
            </Badge>
          ) : null}
        </Group>
        {contacts.length === 0 ? (
          <Text size="xs" c="dimmed">
            {expected
              ? "Name whom the production asks for permission; the report lists them with the item."
              : "None. Add one when the item needs someone's permission."}
          </Text>
        ) : null}
        {contacts.map((_, index) => (
          <Paper key={index} withBorder p="xs">
            <Stack gap={6} role="group" aria-label={`Rights holder ${index + 1}`}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                {RIGHTS_CONTACT_FIELDS.filter(({ field }) => !WIDE.includes(field)).map(
                  ({ field, label, maxLength }) => (
                    <TextInput
                      key={field}
                      label={label}
                      size="xs"
                      type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
                      maxLength={maxLength}
                      autoFocus={field === "name" && index === added}
                      {...form.getInputProps(`contacts.${index}.${field}`)}
                    />
                  ),
                )}
              </SimpleGrid>
              {RIGHTS_CONTACT_FIELDS.filter(({ field }) => WIDE.includes(field)).map(
                ({ field, label, maxLength }) => (
                  <Textarea
                    key={field}
                    label={label}
                    size="xs"
                    autosize
                    minRows={1}
                    maxLength={maxLength}
                    {...form.getInputProps(`contacts.${index}.${field}`)}
                  />
                ),
              )}
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => form.removeListItem("contacts", index)}
                style={{ alignSelf: "flex-start" }}
              >
                {`Remove rights holder ${index + 1}`}
              </Button>
            </Stack>
          </Paper>
        ))}
        <Group gap="xs">
          {contacts.length < RIGHTS_CONTACTS_PER_ITEM ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => {
                setAdded(contacts.length);
                form.insertListItem("contacts", blankRightsContact());
              }}
            >
              Add a rights holder
            </Button>
          ) : null}
          <Button
            type="submit"
            size="compact-sm"
            variant="light"
            loading={saving}
            disabled={!form.isDirty()}
            ml="auto"
          >
            Save rights holders
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
