/**
 * The customer's decision on each reported item (clearance-domain.md §4.1): saved as
 * it is made, one per item and report version (the latest wins; earlier versions' stay on record,
 * decision-history.ts), audited, and read by the researchers beside the
 * report. A question also opens the item's customer-visible comment thread, in the same
 * transaction as the decision.
 */
import "server-only";

import { z } from "zod";

import { DECISION_NOTE_LENGTH, ITEM_DECISION_VALUES } from "@/config/reports";
import { raiseAttention } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { limitComments, writeComment } from "@/lib/comments/threads";
import { transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, itemDecisions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { itemHoldingId } from "@/lib/research/store";
import { ownSubmission } from "@/lib/submissions/read";

import { latestSnapshotOf, noReportYet, type DecisionView } from "./read";
import type { ReportItem } from "./snapshot";

/** PUT /api/submissions/{id}/report/items/{itemId}/decision. */
export const decisionInput = z
  .object({
    decision: z.enum(ITEM_DECISION_VALUES, { error: "Choose a decision from the list." }),
    note: z
      .string({ error: "The note must be text." })
      .trim()
      .max(DECISION_NOTE_LENGTH, `A note can be at most ${DECISION_NOTE_LENGTH} characters long.`)
      .optional(),
  })
  .refine((input) => input.decision !== "question" || Boolean(input.note), {
    message: "Write your question first.",
    path: ["note"],
  });
export type DecisionInput = z.infer<typeof decisionInput>;

/** Saves the owner's decision on an item of the latest report version. */
export async function decideItem(
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  input: DecisionInput,
): Promise<DecisionView & { item_id: string }> {
  const submission = await ownSubmission(user, submissionId, undefined, "decide");
  const latest = await latestSnapshotOf(submission.id);
  if (!latest) throw noReportYet();
  const reported = latest.snapshot.items.find((item) => item.id === itemId);
  if (!reported) throw new Problem(404, "This item is not in the report.");
  const note = input.note ?? "";
  const question = input.decision === "question";
  // Counted before anything is saved: a refused question leaves no decision half-made.
  if (question) await limitComments(user);
  const row = await transactionWithClient(async (tx, client) => {
    const values = {
      submissionId: submission.id,
      itemId,
      version: latest.row.version,
      decision: input.decision,
      note,
      decidedBy: user.id,
      decidedAt: new Date(),
    };
    const [saved] = await tx
      .insert(itemDecisions)
      .values(values)
      .onConflictDoUpdate({
        target: [itemDecisions.submissionId, itemDecisions.itemId, itemDecisions.version],
        set: { decision: values.decision, note, decidedBy: user.id, decidedAt: values.decidedAt },
      })
      .returning();
    await tx.insert(auditEvents).values({
      submissionId: submission.id,
      actor: user.id,
      action: "item-decided",
      detail: { item: itemId, decision: input.decision, version: latest.row.version },
    });
    // The question goes to the researchers on the item's thread, as any comment of the
    // customer's, with the decision or not at all.
    if (input.decision === "request_alternatives") {
      await raiseAttention(tx, client, submission.id, {
        kind: "alternatives",
        text: note ? `“${reported.text}”: ${note}` : `“${reported.text}”`,
      });
    }
    if (question) {
      await writeComment(tx, client, {
        submissionId: submission.id,
        ...(await questionThread(tx, submission.id, reported, note)),
        authorId: user.id,
        authorRole: "customer",
        visibility: "customer",
      });
    }
    return saved!;
  });
  return {
    item_id: itemId,
    version: row.version,
    decision: row.decision,
    note: row.note,
    decided_at: row.decidedAt.toISOString(),
  };
}

/**
 * Where a question on a reported item is written: the item's thread, or the thread of the item it
 * was merged into since. An item no longer found at all (merged before merges kept ids) asks on
 * the submission's thread, naming the item.
 */
async function questionThread(
  tx: Transaction,
  submissionId: string,
  reported: ReportItem,
  note: string,
): Promise<{ itemId: string | null; body: string }> {
  const itemId = await itemHoldingId(tx, submissionId, reported.id);
  return itemId
    ? { itemId, body: note }
    : { itemId: null, body: `About “${reported.text}”: ${note}` };
}
