/**
 * The submission state machine (product.md §5). Every change goes through `changeStatus`, which
 * checks the current state and writes the audit event in the caller's transaction.
 */
import "server-only";

import { eq, sql } from "drizzle-orm";

import { SUBMISSION_STATUSES } from "@/config/submissions";
import type { Transaction } from "@/lib/db/client";
import { auditEvents, submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";

export type SubmissionStatus = (typeof submissions.$inferSelect)["status"];

const NEXT: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  // A 100 % voucher pays for the order at once.
  draft: ["awaiting_payment", "paid", "cancelled"],
  // Back to draft when the checkout lapses or the quote is changed.
  awaiting_payment: ["paid", "draft", "cancelled"],
  paid: ["in_research", "cancelled", "refunded"],
  in_research: ["in_review", "delivered", "cancelled", "refunded"],
  // The optional sign-off by a second admin: back to research, or published.
  in_review: ["in_research", "delivered", "cancelled", "refunded"],
  delivered: ["revision_requested", "closed", "refunded"],
  revision_requested: ["in_research", "refunded"],
  // Money paid stays refundable after the work ended: giving all of it back ends as refunded.
  closed: ["refunded"],
  cancelled: ["refunded"],
  refunded: [],
};

export function canChange(from: SubmissionStatus, to: SubmissionStatus): boolean {
  return NEXT[from].includes(to);
}

type Change = {
  submissionId: string;
  from: SubmissionStatus;
  to: SubmissionStatus;
  /** A user id, or "system". */
  actor: string;
  action: string;
  detail?: Record<string, unknown>;
  /** Other columns that change with the status (the due date once paid). */
  set?: Partial<typeof submissions.$inferInsert>;
};

/** Moves a submission the caller has locked from `from` to `to`, or answers 409. */
export async function changeStatus(tx: Transaction, change: Change): Promise<void> {
  if (!canChange(change.from, change.to)) {
    const label = (status: SubmissionStatus) => SUBMISSION_STATUSES[status].label.toLowerCase();
    throw new Problem(
      409,
      `A submission that is ${label(change.from)} cannot become ${label(change.to)}.`,
    );
  }
  await tx
    .update(submissions)
    .set({ ...change.set, status: change.to, updatedAt: new Date() })
    .where(eq(submissions.id, change.submissionId));
  await tx.insert(auditEvents).values({
    submissionId: change.submissionId,
    actor: change.actor,
    action: change.action,
    fromStatus: change.from,
    toStatus: change.to,
    detail: change.detail ?? {},
    // The moment of the change, not the transaction's start: changes made in one transaction
    // (a free order's checkout and payment) keep their order in the log.
    createdAt: sql`clock_timestamp()`,
  });
}
