/**
 * Who researches a submission, and when its items are all worked (assignment and
 * queue). Assigning a paid submission starts its research through the state machine.
 */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { ITEM_STATES, OPEN_ITEM_STATES, type ItemState } from "@/config/item-states";
import type { SignedInUser } from "@/lib/auth/session";
import { transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, clearanceItems, submissions } from "@/lib/db/schema";
import { Problem, submissionMissing } from "@/lib/http/problems";
import { researchersOf } from "@/lib/research/researchers";

import { startResearch } from "./admin-status";
import { getAdminSubmission, isCorrelationId } from "./read";
import type { AdminSubmissionView } from "./views";

/** POST /api/admin/submissions/{id}/assignee: a researcher's id, or null to unassign. */
export const assignmentInput = z.object({
  assignee_id: z.string().min(1, "Choose a researcher.").max(200).nullable(),
});

/** The submission's row, locked for the caller's transaction; 404 when there is none. */
export async function lockedSubmission(tx: Transaction, id: string) {
  if (!isCorrelationId(id)) throw submissionMissing();
  const [row] = await tx
    .select({ status: submissions.status, assigneeId: submissions.assigneeId })
    .from(submissions)
    .where(eq(submissions.id, id))
    .for("update");
  if (!row) throw submissionMissing();
  return row;
}

/** Assigns the submission; a paid one moves to research, with the customer's e-mail. */
export async function assignSubmission(
  admin: SignedInUser,
  submissionId: string,
  { assignee_id }: z.infer<typeof assignmentInput>,
): Promise<AdminSubmissionView> {
  const researcher = assignee_id
    ? (await researchersOf()).find((candidate) => candidate.id === assignee_id)
    : null;
  if (researcher === undefined)
    throw new Problem(400, "Submissions can only be assigned to a researcher.", {}, "assignee_id");
  await transactionWithClient(async (tx, client) => {
    const row = await lockedSubmission(tx, submissionId);
    if (row.assigneeId === assignee_id) return;
    await tx
      .update(submissions)
      .set({ assigneeId: assignee_id, updatedAt: new Date() })
      .where(eq(submissions.id, submissionId));
    await tx.insert(auditEvents).values({
      submissionId,
      actor: admin.id,
      action: assignee_id ? "assigned" : "unassigned",
      detail: researcher ? { researcher: researcher.email } : {},
    });
    if (researcher && row.status === "paid")
      await startResearch(tx, client, { submissionId, from: "paid", actor: admin.id });
  });
  return getAdminSubmission(submissionId);
}

/** "3 detected, 1 researching": what is left, in the workflow's order. */
const openInWords = (counts: Map<ItemState, number>) =>
  OPEN_ITEM_STATES.filter((state) => counts.has(state))
    .map((state) => `${counts.get(state)} ${ITEM_STATES[state].label.toLowerCase()}`)
    .join(", ");

/**
 * Refuses (409, naming what is left) while any of the submission's items is still detected,
 * confirmed or researching; otherwise answers how many items it has. Marking ready and
 * publishing the report both ask it inside their transaction.
 */
export async function assertNoOpenItems(tx: Transaction, submissionId: string) {
  const items = await tx
    .select({ state: clearanceItems.state })
    .from(clearanceItems)
    .where(eq(clearanceItems.submissionId, submissionId));
  const open = new Map<ItemState, number>();
  for (const { state } of items)
    if (OPEN_ITEM_STATES.includes(state)) open.set(state, (open.get(state) ?? 0) + 1);
  if (open.size > 0)
    throw new Problem(
      409,
      `Every item needs a finding or a dismissal before delivery; still open: ${openInWords(open)}.`,
    );
  return items;
}
