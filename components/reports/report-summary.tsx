"use client";

import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";

import { StatusCodeBadge } from "@/components/items/item-badges";
import { contactLine, contactsExpected } from "@/lib/reports/contacts";
import { FIRST_ITEMS } from "@/lib/reports/customer-page";
import { pagesOf, type Section } from "@/lib/reports/layout";
import type { ReportItem } from "@/lib/reports/snapshot";
import { actionItemsOf } from "@/lib/reports/summary";

/**
 * Whom to ask for permission for an item, one contact a line; for an item that needs
 * permission, that nobody was recorded; nothing otherwise.
 */
export function RightsHolders({ item }: { item: Pick<ReportItem, "code" | "rightsContacts"> }) {
  const contacts = item.rightsContacts ?? [];
  if (contacts.length === 0 && !contactsExpected(item)) return null;
  return (
    <Text size="xs" mt={4} component="div">
      <b>Rights holder{contacts.length > 1 ? "s" : ""}:</b>{" "}
      {contacts.length === 0 ? (
        <Text span size="xs" c="dimmed" fs="italic">
          No rights-holder contact recorded.
        </Text>
      ) : (
        contacts.map((contact, index) => (
          <Text key={index} size="xs" component="div">
            {contactLine(contact)}
          </Text>
        ))
      )}
    </Text>
  );
}

/** "page 3", "pages 3–5, 9", or that the item was checked on request, not in the script. */
function whereIn(item: ReportItem): string {
  const pages = new Set(item.occurrences.map((occurrence) => occurrence.page));
  if (pages.size === 0) return "not in the script";
  return `${pages.size === 1 ? "page" : "pages"} ${pagesOf(item)}`;
}

/**
 * The report's summary at the top of the customer's page (docs/product.md §13): every item not
 * clear, needing permission or clear with caution, most pressing first, as the PDF's first page
 * lists them; each links to its row below. Until the page is `complete` only the first
 * FIRST_ITEMS, which the server renders (docs/perf/page-cost.md, "The customer's
 * report").
 */
export function ActionItemsSummary({
  sections,
  complete,
}: {
  sections: Section[];
  /** Whether the page holds every item's details, and shows them. */
  complete: boolean;
}) {
  const actionable = actionItemsOf(sections);
  const items = complete ? actionable : actionable.slice(0, FIRST_ITEMS);
  return (
    <section aria-labelledby="items-to-act-on">
      <Title order={3} size="h5" id="items-to-act-on" mb={4}>
        Items to act on
      </Title>
      {actionable.length === 0 ? (
        <Text size="sm" c="dimmed">
          No item is coded not clear, permission required or clear with caution: nothing asks the
          production to act.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
          {items.map((item) => (
            <Paper key={item.id} withBorder p="sm" component="li">
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  <Anchor href={`#item-${item.id}`} size="sm" fw={500}>
                    {`${item.number}. ${item.text}`}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {`${item.categoryLabel} · ${whereIn(item)}`}
                  </Text>
                </div>
                <StatusCodeBadge code={item.code} />
              </Group>
              <Text size="sm" mt={4}>
                {item.finding || "No finding recorded."}
              </Text>
              {item.recommendation ? (
                <Text size="xs" mt={4}>
                  <b>Recommendation:</b> {item.recommendation}
                </Text>
              ) : null}
              <RightsHolders item={item} />
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
