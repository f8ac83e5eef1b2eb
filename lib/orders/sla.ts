import { ATTENTION } from "@/config/attention";
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

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/**
 * The moment `days` business days (Monday to Friday, UTC) after `from`: the same time of day
 * that many weekdays later. Time that falls on a weekend does not count: from a Saturday or
 * Sunday the count starts at Monday 00:00.
 */
export function businessDaysAfter(from: Date, days: number): Date {
  const moment = new Date(from);
  if (isWeekend(moment)) {
    moment.setUTCHours(0, 0, 0, 0);
    while (isWeekend(moment)) moment.setUTCDate(moment.getUTCDate() + 1);
  }
  for (let left = days; left > 0;) {
    moment.setUTCDate(moment.getUTCDate() + 1);
    if (!isWeekend(moment)) left -= 1;
  }
  return moment;
}

/** Whether a customer's message unanswered since `since` has waited past a business day. */
export const needsReply = (since: Date | null, now: Date) =>
  since !== null && businessDaysAfter(since, ATTENTION.replyWithinBusinessDays) < now;

/**
 * Where a submission stands on `now`'s UTC day: overdue past its due date; needing a reply when
 * a customer's message `unansweredSince` has waited past a business day, whatever the status;
 * else against its due date, done once delivered, none before it is paid or after it is
 * cancelled or refunded.
 */
export function slaOf(
  status: SubmissionStatus,
  dueDate: string | null,
  now: Date,
  unansweredSince: Date | null = null,
): Sla | null {
  const due = dueSla(status, dueDate, now);
  if (due === "overdue") return due;
  return needsReply(unansweredSince, now) ? "needs_reply" : due;
}

function dueSla(status: SubmissionStatus, dueDate: string | null, now: Date): Sla | null {
  if (status === "delivered" || status === "closed") return "done";
  if (!dueDate || !UNDER_WAY.includes(status)) return null;
  // Due dates are weekdays in UTC (lib/orders/due-date), so ISO days compare as strings.
  if (dueDate < dueDateAfter(now, 0)) return "overdue";
  return dueDate <= dueDateAfter(now, ORDER_LIST.dueSoonBusinessDays) ? "due_soon" : "on_track";
}
