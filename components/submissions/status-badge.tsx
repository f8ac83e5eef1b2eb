import { Badge } from "@mantine/core";

import { SUBMISSION_STATUSES } from "@/config/submissions";
import type { SubmissionView } from "@/lib/submissions/views";

/** A submission's status in its color; never cut to "AWAITING…" in a narrow cell. */
export function StatusBadge({ status }: { status: SubmissionView["status"] }) {
  const { label, color } = SUBMISSION_STATUSES[status];
  return (
    <Badge variant="light" color={color} miw="max-content">
      {label}
    </Badge>
  );
}
