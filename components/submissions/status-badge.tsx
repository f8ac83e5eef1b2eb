import { Badge } from "@mantine/core";

import { SUBMISSION_STATUSES } from "@/config/submissions";
import type { SubmissionView } from "@/lib/submissions/views";

export function StatusBadge({ status }: { status: SubmissionView["status"] }) {
  const { label, color } = SUBMISSION_STATUSES[status];
  return (
    // Never cut to "AWAITING…" in a narrow table cell: the status must read in full.
    <Badge color={color} variant="light" miw="max-content">
      {label}
    </Badge>
  );
}
