import { Table } from "@mantine/core";

import { EventCells } from "@/components/ui/event-cells";
import { SectionTable } from "@/components/ui/section-table";
import type { CompanyEventView } from "@/lib/companies/events";

/** A company's membership changes and share-link events, newest first. */
export function CompanyAuditTrail({
  title,
  events,
}: {
  title: string;
  events: CompanyEventView[];
}) {
  return (
    <SectionTable
      title={title}
      columns={["When", "Who", "What"]}
      minWidth={560}
      empty={events.length === 0 ? "No events yet." : undefined}
    >
      {events.map((event) => (
        <Table.Tr key={event.id}>
          <EventCells event={event} />
        </Table.Tr>
      ))}
    </SectionTable>
  );
}
