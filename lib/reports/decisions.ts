/**
 * The customer's decision on each reported item (issue 19, clearance-domain.md §4.1): saved as
 * it is made, one per item (the latest wins), audited, and read by the researchers beside the
 * report. A question also opens the item's customer-visible comment thread.
 */
import "server-only";

import { z } from "zod";

import { DECISION_NOTE_LENGTH, ITEM_DECISION_VALUES } from "@/config/reports";
import type { SignedInUser } from "@/lib/auth/session";
import { addComment } from "@/lib/comments/threads";
import { transactionWithClient } from "@/lib/db/client";
import { auditEvents, itemDecisions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { ownSubmission } from "@/lib/submissions/read";

import { latestSnapshotOf, noReportYet, type DecisionView } from "./read";

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
  const submission = await ownSubmission(user, submissionId);
  const latest = await latestSnapshotOf(submission.id);
  if (!latest) throw noReportYet();
  if (!latest.snapshot.items.some((item) => item.id === itemId))
    throw new Problem(404, "This item is not in the report.");
  const note = input.note ?? "";
  const row = await transactionWithClient(async (tx) => {
    const values = {
      submissionId: submission.id,
      itemId,
      decision: input.decision,
      note,
      decidedBy: user.id,
      decidedAt: new Date(),
    };
    const [saved] = await tx
      .insert(itemDecisions)
      .values(values)
      .onConflictDoUpdate({
        target: [itemDecisions.submissionId, itemDecisions.itemId],
        set: { decision: values.decision, note, decidedBy: user.id, decidedAt: values.decidedAt },
      })
      .returning();
    await tx.insert(auditEvents).values({
      submissionId: submission.id,
      actor: user.id,
      action: "item-decided",
      detail: { item: itemId, decision: input.decision, version: latest.row.version },
    });
    return saved!;
  });
  // The question goes to the researchers on the item's thread, as any comment of the customer's.
  if (input.decision === "question")
    await addComment(user, submission.id, "customer", {
      body: note,
      item_id: itemId,
      visibility: "customer",
    });
  return {
    item_id: itemId,
    decision: row.decision,
    note: row.note,
    decided_at: row.decidedAt.toISOString(),
  };
}
