import { Badge } from "@mantine/core";

import { SLA_STATES, type Sla } from "@/config/order-list";

/** Where a paid submission stands against its due date: on track, due soon, overdue, done. */
export function SlaBadge({ sla }: { sla: Sla }) {
  return (
    <Badge size="sm" variant="light" color={SLA_STATES[sla].color} miw="max-content">
      {SLA_STATES[sla].label}
    </Badge>
  );
}
