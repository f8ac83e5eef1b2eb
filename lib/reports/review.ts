/**
 * The optional review step (docs/clearance-domain.md §4.3): a researcher sends worked
 * results for review (in research → in review), and a second admin signs them off or sends them
 * back with a note. A sign-off holds for the items as they were signed: publishing from review
 * compares them with the items now.
 */
import "server-only";

import { and, desc, eq, isNull, ne, or } from "drizzle-orm";
import { z } from "zod";

import type { SignedInUser } from "@/lib/auth/session";
import { transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, reportReviews, submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { markFindingsReviewed } from "@/lib/research/research";
import { changeStatus } from "@/lib/submission-lifecycle/transitions";
import { assertNoOpenItems, lockedSubmission } from "@/lib/submissions/assignment";
import { getAdminSubmission } from "@/lib/submissions/read";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { assertFindingsWritten, itemsDigest, publishableItems } from "./build";
import type { ReportItem } from "./snapshot";

const NOTE_LENGTH = 2_000;

/** POST /api/admin/submissions/{id}/review: the reviewer's decision. */
export const reviewDecisionInput = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("sign_off") }),
    z.object({
      decision: z.literal("send_back"),
      note: z
        .string({ error: "Say what needs another look." })
        .trim()
        .min(1, "Say what needs another look.")
        .max(
          NOTE_LENGTH,
          `A note must be at most ${NOTE_LENGTH.toLocaleString("en-US")} characters.`,
        ),
    }),
  ],
  { error: "decision must be sign_off or send_back" },
);
export type ReviewDecision = z.infer<typeof reviewDecisionInput>;

/** The submission's current review round (not sent back), locked; null when there is none. */
async function currentReview(tx: Transaction, submissionId: string) {
  const [review] = await tx
    .select()
    .from(reportReviews)
    .where(
      and(
        eq(reportReviews.submissionId, submissionId),
        or(isNull(reportReviews.outcome), ne(reportReviews.outcome, "sent_back")),
      ),
    )
    .orderBy(desc(reportReviews.requestedAt))
    .limit(1)
    .for("update");
  return review ?? null;
}

/**
 * POST /api/admin/submissions/{id}/ready: sends worked results for review, refused (409) while
 * any item is still detected, confirmed or researching, or lacks its finding.
 */
export async function sendForReview(
  admin: SignedInUser,
  submissionId: string,
): Promise<AdminSubmissionView> {
  await transactionWithClient(async (tx) => {
    const { status } = await lockedSubmission(tx, submissionId);
    if (status !== "in_research")
      throw new Problem(409, "Only a submission in research can be sent for review.");
    const items = await assertNoOpenItems(tx, submissionId);
    assertFindingsWritten(await publishableItems(tx, submissionId));
    await changeStatus(tx, {
      submissionId,
      from: "in_research",
      to: "in_review",
      actor: admin.id,
      action: "sent-for-review",
      detail: { items: items.length },
      set: { readyForDeliveryAt: new Date() },
    });
    await tx.insert(reportReviews).values({ submissionId, requestedBy: admin.id });
  });
  return getAdminSubmission(submissionId);
}

/** POST /api/admin/submissions/{id}/review: a second admin signs off, or sends back. */
export async function decideReview(
  admin: SignedInUser,
  submissionId: string,
  decision: ReviewDecision,
): Promise<AdminSubmissionView> {
  await transactionWithClient(async (tx) => {
    const { status } = await lockedSubmission(tx, submissionId);
    const review = status === "in_review" ? await currentReview(tx, submissionId) : null;
    if (!review) throw new Problem(409, "These results are not waiting for a review.");
    const decided = { decidedBy: admin.id, decidedAt: new Date() };
    if (decision.decision === "send_back") {
      await changeStatus(tx, {
        submissionId,
        from: "in_review",
        to: "in_research",
        actor: admin.id,
        action: "sent-back",
        detail: { note: decision.note },
        set: { readyForDeliveryAt: null },
      });
      await tx
        .update(reportReviews)
        .set({ ...decided, outcome: "sent_back", note: decision.note, itemsDigest: null })
        .where(eq(reportReviews.id, review.id));
      return;
    }
    if (review.requestedBy === admin.id)
      throw new Problem(
        409,
        "A second admin signs the results off: you sent them for review, so ask a colleague.",
      );
    await assertNoOpenItems(tx, submissionId);
    await markFindingsReviewed(tx, admin.id, submissionId);
    const digest = itemsDigest(await publishableItems(tx, submissionId));
    await tx
      .update(reportReviews)
      .set({ ...decided, outcome: "signed_off", itemsDigest: digest })
      .where(eq(reportReviews.id, review.id));
    await tx.insert(auditEvents).values({ submissionId, actor: admin.id, action: "signed-off" });
    await tx
      .update(submissions)
      .set({ updatedAt: new Date() })
      .where(eq(submissions.id, submissionId));
  });
  return getAdminSubmission(submissionId);
}

/** Publishing from review needs a sign-off of exactly the items it would publish. */
export async function assertSignedOff(tx: Transaction, submissionId: string, items: ReportItem[]) {
  const review = await currentReview(tx, submissionId);
  if (review?.outcome !== "signed_off")
    throw new Problem(409, "A second admin must sign the results off before they are published.");
  if (review.itemsDigest !== itemsDigest(items))
    throw new Problem(
      409,
      "Items changed after the sign-off: a second admin needs to sign the results off again.",
    );
}
