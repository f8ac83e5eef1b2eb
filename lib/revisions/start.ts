/**
 * A revised draft uploaded on a delivered submission (product.md §5): the submission
 * moves to revision requested, and the revision is recorded against the draft the last report
 * covered, so the new draft is compared with that one once it is read.
 */
import "server-only";

import { and, desc, eq, ne } from "drizzle-orm";

import type { Transaction } from "@/lib/db/client";
import { reportVersions, revisions, scriptFiles } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { changeStatus, type SubmissionStatus } from "@/lib/submission-lifecycle/transitions";

/** Statuses in which an upload is a revised draft rather than a draft's script. */
export const takesRevision = (status: SubmissionStatus) =>
  status === "delivered" || status === "revision_requested";

const alreadyUploaded = () =>
  new Problem(
    409,
    "A revised draft is already uploaded. Pay its delta quote on the summary page to have it cleared.",
  );

/** The draft the latest report covered: recorded on the version, else the newest read one. */
async function reportedDraft(tx: Transaction, submissionId: string, newFileId: string) {
  const [report] = await tx
    .select({ scriptFileId: reportVersions.scriptFileId })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, submissionId))
    .orderBy(desc(reportVersions.version))
    .limit(1);
  if (report?.scriptFileId) return report.scriptFileId;
  const [file] = await tx
    .select({ id: scriptFiles.id })
    .from(scriptFiles)
    .where(
      and(
        eq(scriptFiles.submissionId, submissionId),
        eq(scriptFiles.status, "parsed"),
        ne(scriptFiles.id, newFileId),
      ),
    )
    .orderBy(desc(scriptFiles.version))
    .limit(1);
  if (!file)
    throw new Problem(409, "This submission has no read draft to compare a revision with.");
  return file.id;
}

/**
 * Records `scriptFileId` (inserted by the caller, who holds the submission's row lock) as a
 * revised draft. While a revision waits for payment, only a draft that could not be read may be
 * replaced; otherwise the customer would pay for one comparison and get another.
 */
export async function startRevision(
  tx: Transaction,
  change: { submissionId: string; status: SubmissionStatus; scriptFileId: string; actor: string },
): Promise<void> {
  const { submissionId, status, scriptFileId, actor } = change;
  let previousScriptFileId: string;
  if (status === "revision_requested") {
    const [open] = await tx
      .select({ previous: revisions.previousScriptFileId, fileStatus: scriptFiles.status })
      .from(revisions)
      .innerJoin(scriptFiles, eq(scriptFiles.id, revisions.scriptFileId))
      .where(eq(revisions.submissionId, submissionId))
      .orderBy(desc(revisions.createdAt))
      .limit(1);
    if (open && open.fileStatus !== "failed") throw alreadyUploaded();
    previousScriptFileId = open?.previous ?? (await reportedDraft(tx, submissionId, scriptFileId));
  } else {
    previousScriptFileId = await reportedDraft(tx, submissionId, scriptFileId);
    await changeStatus(tx, {
      submissionId,
      from: status,
      to: "revision_requested",
      actor,
      action: "revision-uploaded",
      // The first order's voucher was used then; the delta quote takes its own.
      set: { voucherId: null },
    });
  }
  await tx.insert(revisions).values({ submissionId, scriptFileId, previousScriptFileId });
}
