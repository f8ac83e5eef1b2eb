/**
 * The status changes admins make on /admin/submission/{id} (product.md §5), through the state
 * machine and under a lock on the submission's row, so two clicks at once change it once.
 */
import "server-only";

import { and, desc, eq } from "drizzle-orm";
import type { PoolClient } from "pg";
import { z } from "zod";

import { SUBMISSION_STATUSES } from "@/config/submissions";
import type { SignedInUser } from "@/lib/auth/session";
import { transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, orders, submissions, submissionStatus } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import {
  followsPayment,
  FOLLOWS_PAYMENT_MESSAGE,
  followsRefund,
  FOLLOWS_REFUND_MESSAGE,
  followsWork,
  FOLLOWS_WORK_MESSAGE,
} from "@/lib/submission-lifecycle/manual-transitions";
import { changeStatus, type SubmissionStatus } from "@/lib/submission-lifecycle/transitions";

import { orderEmail } from "./order-email";
import { getAdminSubmission, isCorrelationId, submissionMissing } from "./read";
import type { AdminSubmissionView } from "./views";

const NOTE_LENGTH = 2_000;

/** POST /api/admin/submissions/{id}/status: `from` is the status the admin saw. */
export const adminStatusChangeInput = z.object({
  from: z.enum(submissionStatus.enumValues, { error: "from must be a submission status" }),
  to: z.enum(submissionStatus.enumValues, { error: "to must be a submission status" }),
  note: z
    .string()
    .trim()
    .max(NOTE_LENGTH, `A note must be at most ${NOTE_LENGTH.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((note) => note || undefined),
});
export type AdminStatusChange = z.infer<typeof adminStatusChangeInput>;

const inWords = (status: SubmissionStatus) => SUBMISSION_STATUSES[status].label.toLowerCase();

/**
 * Moves a submission on for an admin, with the note in its audit event, and answers the page's
 * view of it. The first move into research queues the customer's "work started" e-mail.
 */
export async function changeSubmissionStatusByAdmin(
  admin: SignedInUser,
  submissionId: string,
  { from, to, note }: AdminStatusChange,
): Promise<AdminSubmissionView> {
  if (!isCorrelationId(submissionId)) throw submissionMissing();
  await transactionWithClient(async (tx, client) => {
    const [row] = await tx
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .for("update");
    if (!row) throw submissionMissing();
    if (row.status !== from) {
      throw new Problem(
        409,
        `This submission changed meanwhile: it is now ${inWords(row.status)}. Reload to see the latest.`,
      );
    }
    if (followsRefund(to)) throw new Problem(409, FOLLOWS_REFUND_MESSAGE);
    if (followsPayment(from, to)) throw new Problem(409, FOLLOWS_PAYMENT_MESSAGE);
    if (followsWork(from, to)) throw new Problem(409, FOLLOWS_WORK_MESSAGE);
    if (to === "in_research")
      await startResearch(tx, client, { submissionId, from, actor: admin.id, note });
    else
      await changeStatus(tx, {
        submissionId,
        from,
        to,
        actor: admin.id,
        action: "status-changed",
        detail: note ? { note } : {},
      });
  });
  return getAdminSubmission(submissionId);
}

/**
 * Moves a submission the caller has locked into research; the first time, the customer's "work
 * started" e-mail is queued in the same transaction.
 */
export async function startResearch(
  tx: Transaction,
  client: PoolClient,
  {
    submissionId,
    from,
    actor,
    note,
  }: { submissionId: string; from: SubmissionStatus; actor: string; note?: string },
): Promise<void> {
  const workStarts = !(await wasInResearch(tx, submissionId));
  await changeStatus(tx, {
    submissionId,
    from,
    to: "in_research",
    actor,
    action: "status-changed",
    detail: note ? { note } : {},
  });
  if (workStarts) await queueWorkStartedEmail(tx, client, submissionId);
}

/** Whether research started before: a revision sends the customer no second "work started". */
async function wasInResearch(tx: Transaction, submissionId: string): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.submissionId, submissionId), eq(auditEvents.toStatus, "in_research")))
    .limit(1);
  return earlier !== undefined;
}

/** Queued in the change's transaction, so it goes only if the change is committed. */
async function queueWorkStartedEmail(tx: Transaction, client: PoolClient, submissionId: string) {
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.submissionId, submissionId), eq(orders.status, "paid")))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  // The e-mail is about the paid order; a submission without one has nothing to announce.
  if (!paid) return;
  await enqueue(orderEmail, { orderId: paid.id, kind: "work-started" }, inTransaction(client));
}
