import type { CSSProperties } from "react";

import plain from "@/components/ui/plain/plain.module.css";
import { SUBMISSION_STATUSES } from "@/config/submissions";
import type { SubmissionView } from "@/lib/submissions/views";

/** A submission's status as Mantine's light Badge in the status's color, in plain elements. */
export function StatusBadge({ status }: { status: SubmissionView["status"] }) {
  const { label, color } = SUBMISSION_STATUSES[status];
  const colors = {
    "--badge-bg": `var(--mantine-color-${color}-light)`,
    "--badge-color": `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={plain.badge} style={colors}>
      {label}
    </span>
  );
}
