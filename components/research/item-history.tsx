import { Stack, Text, Title } from "@mantine/core";

import type { ItemEventView } from "@/lib/research/views";
import { formatDateTime } from "@/lib/site/format-date";

import { FIELD_LABELS, shown, type DraftField } from "./editor-draft";

const ACTIONS: Record<string, string> = {
  created: "created the item",
  updated: "saved",
  merged: "merged",
  split: "split",
  "bulk-set-code": "set the code (bulk)",
  "bulk-confirm": "confirmed (bulk)",
  "bulk-dismiss": "dismissed (bulk)",
  "bulk-assign": "assigned (bulk)",
  "sent-back": "sent it back to research (revised draft)",
  "kept-as-before": "kept it as before the revision",
};

const label = (field: string) => FIELD_LABELS[field as DraftField] ?? field.replaceAll("_", " ");

/** Every change to an item, newest first: who, what, and each field from before to after. */
export function ItemHistory({
  history,
  emails,
}: {
  history: ItemEventView[] | undefined;
  emails: ReadonlyMap<string, string>;
}) {
  return (
    <section aria-labelledby="history-title">
      <Title order={3} size="h6" mb={4} id="history-title">
        History
      </Title>
      {!history ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change yet: as the first pass found it.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          aria-label="History"
          style={{ listStyle: "none", padding: 0 }}
        >
          {history.map((event) => (
            <li key={event.id}>
              <Text size="sm">
                <b>{event.actor_email ?? "System"}</b> {ACTIONS[event.action] ?? event.action} ·{" "}
                <Text span size="xs" c="dimmed">
                  {formatDateTime(event.created_at)}
                </Text>
              </Text>
              {Object.entries(event.after).map(([field, after]) => (
                <Text key={field} size="xs" c="dimmed">
                  {label(field)}:{" "}
                  {field in event.before ? `${shown(event.before[field], emails)} → ` : ""}
                  {shown(after, emails)}
                </Text>
              ))}
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
