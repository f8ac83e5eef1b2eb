import { Table, Text } from "@mantine/core";

import { formatDateTime } from "@/lib/site/format-date";

/** An audit line's first cells: when, who, and what (with its detail under it). */
export function EventCells({
  event,
}: {
  event: { at: string; actor: string; action: string; detail: string | null };
}) {
  return (
    <>
      {/* One line: the table scrolls sideways on a phone rather than stack the date. */}
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.at)}</Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{event.actor}</Table.Td>
      <Table.Td>
        {event.action}
        {event.detail ? (
          <Text size="xs" c="dimmed">
            {event.detail}
          </Text>
        ) : null}
      </Table.Td>
    </>
  );
}
