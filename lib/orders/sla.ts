import { ORDER_LIST, type Sla } from "@/config/order-list";
import type { submissionStatus } from "@/lib/db/schema";

import { dueDateAfter } from "./due-date";

type SubmissionStatus = (typeof submissionStatus.enumValues)[number];

/** Statuses in which the report is still owed by the due date. */
const UNDER_WAY: readonly SubmissionStatus[] = [
  "paid",
  "in_research",
  "in_review",
  "revision_requested",
];

/**
 * Where a submission stands against its due date on `now`'s UTC day: done once delivered, none
 * before it is paid or after it is cancelled or refunded.
 */
export function slaOf(status: SubmissionStatus, dueDate: string | null, now: Date): Sla | null {
  if (status === "delivered" || status === "closed") return "done";
  if (!dueDate || !UNDER_WAY.includes(status)) return null;
  // Due dates are weekdays in UTC (lib/orders/due-date), so ISO days compare as strings.
  if (dueDate < dueDateAfter(now, 0)) return "overdue";
  return dueDate <= dueDateAfter(now, ORDER_LIST.dueSoonBusinessDays) ? "due_soon" : "on_track";
}
