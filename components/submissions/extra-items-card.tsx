"use client";

import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";

import { pricing } from "@/config/pricing";
import { CLEARANCE_CATEGORIES, SUBMISSION_LIMITS } from "@/config/submissions";
import { formatMoney } from "@/lib/pricing/format";

import { choiceProps, type QuoteForm } from "./use-quote-form";

const CATEGORY_OPTIONS = CLEARANCE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/** product.md §4.4: items to check that are not in the script (the spec's `text_boxes`). */
export function ExtraItemsCard({
  form,
  readOnly = false,
}: {
  form: QuoteForm;
  readOnly?: boolean;
}) {
  const rows = form.values.text_boxes;
  const { included, perItem } = pricing.extraItems;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Extra items to check
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Names for signs, props or set dressing that are not in the script. The first {included} are
        included; each further one is {formatMoney(perItem, pricing.currency)}.
      </Text>
      <Stack gap="xs">
        {rows.map((_, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={`Extra item ${index + 1}`}
              placeholder="e.g. Harbour Lights Diner"
              maxLength={SUBMISSION_LIMITS.textBoxLength}
              {...form.getInputProps(`text_boxes.${index}.text`)}
            />
            <NativeSelect
              w={{ base: 120, sm: 200 }}
              aria-label={`Category of extra item ${index + 1}`}
              {...choiceProps(form, `text_boxes.${index}.category`, "Category", CATEGORY_OPTIONS)}
            />
            {readOnly ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove extra item ${index + 1}`}
                onClick={() => form.removeListItem("text_boxes", index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {readOnly ? (
          rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : null
        ) : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= SUBMISSION_LIMITS.textBoxes}
              onClick={() => form.insertListItem("text_boxes", { text: "", category: null })}
            >
              Add an item
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
