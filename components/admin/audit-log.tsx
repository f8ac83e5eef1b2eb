import { Card, Group, Table, Text, VisuallyHidden } from "@mantine/core";

import { StatusBadge } from "@/components/submissions/status-badge";
import { EventCells } from "@/components/ui/event-cells";
import { SectionTable } from "@/components/ui/section-table";
import type { AuditEventView } from "@/lib/submissions/audit-log";

/** Who did what to a submission and when, newest first (product.md §5). */
export function AuditLog({ events }: { events: AuditEventView[] }) {
  return (
    <Card withBorder padding="lg">
      <SectionTable
        title="Audit log"
        columns={["When", "Who", "What", "Status", "Note"]}
        minWidth={720}
        empty={events.length === 0 ? "No events yet." : undefined}
      >
        {events.map((event) => (
          <Table.Tr key={event.id}>
            <EventCells event={event} />
            <Table.Td>
              {event.to_status ? (
                <Group gap={6} wrap="nowrap" preventGrowOverflow={false}>
                  {event.from_status ? (
                    <>
                      <StatusBadge status={event.from_status} />
                      <Text span aria-hidden>
                        →
                      </Text>
                      <VisuallyHidden>to</VisuallyHidden>
                    </>
                  ) : null}
                  <StatusBadge status={event.to_status} />
                </Group>
              ) : null}
            </Table.Td>
            <Table.Td>{event.note}</Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </Card>
  );
}
