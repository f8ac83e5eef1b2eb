import { Badge } from "@mantine/core";

import { PROFORMA_STATUSES } from "@/config/invoicing";
import type { ProformaStatus } from "@/lib/proformas/read";

export function ProformaStatusBadge({ status }: { status: ProformaStatus }) {
  const { label, color } = PROFORMA_STATUSES[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
