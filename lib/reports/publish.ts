/**
 * Publishing a report version (issue 19, product.md §13): the snapshot of the submission's
 * items, rendered once to PDF and XLSX, stored privately, recorded as version N and delivered.
 *
 * Rendering takes seconds, so it happens before the transaction; the transaction then locks the
 * submission's row, checks again and takes max + 1 as the version. Concurrent attempts therefore
 * serialize: the first makes the version, and every later one finds nothing changed since it and
 * is refused (409), so numbers never skip. Files of an attempt that does not commit are deleted.
 */
import "server-only";

import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";

import { desc, eq } from "drizzle-orm";

import { REPORT_FILES } from "@/config/reports";
import type { SignedInUser } from "@/lib/auth/session";
import { db, transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, reportVersions, submissions } from "@/lib/db/schema";
import { Problem, submissionMissing } from "@/lib/http/problems";
import { enqueue, inTransaction, QUEUES } from "@/lib/jobs/queue";
import { fileStore } from "@/lib/storage";
import { changeStatus, type SubmissionStatus } from "@/lib/submission-lifecycle/transitions";
import { assertNoOpenItems, lockedSubmission } from "@/lib/submissions/assignment";
import { isCorrelationId } from "@/lib/submissions/read";

import { assertFindingsWritten, buildSnapshot, currentDraftOf, publishableItems } from "./build";
import { renderReportPdf } from "./pdf";
import { assertSignedOff } from "./review";
import type { ReportItem, ReportSnapshot } from "./snapshot";
import { renderReportXlsx } from "./xlsx";

/** Attempts when the items change between rendering and recording. */
const ATTEMPTS = 3;

export type PublishedVersion = { submission_id: string; version: number; published_at: string };

type Latest = { version: number; items: ReportItem[] } | null;

export async function latestVersionOf(tx: Transaction, submissionId: string): Promise<Latest> {
  const [row] = await tx
    .select({ version: reportVersions.version, snapshot: reportVersions.snapshot })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, submissionId))
    .orderBy(desc(reportVersions.version))
    .limit(1);
  return row ? { version: row.version, items: (row.snapshot as ReportSnapshot).items } : null;
}

const PUBLISHABLE: readonly SubmissionStatus[] = ["in_research", "in_review", "delivered"];

/**
 * Refuses what cannot be published: a submission not in research, review (signed off) or
 * delivered (a corrected version), open items, items without a finding, or no change since the
 * latest version.
 */
export async function checkPublishable(
  tx: Transaction,
  submissionId: string,
  status: SubmissionStatus,
) {
  if (!PUBLISHABLE.includes(status))
    throw new Problem(
      409,
      "Only a submission in research, in review or delivered can have its report published.",
    );
  await assertNoOpenItems(tx, submissionId);
  const latest = await latestVersionOf(tx, submissionId);
  const items = await publishableItems(tx, submissionId);
  assertFindingsWritten(items);
  if (status === "in_review") await assertSignedOff(tx, submissionId, items);
  if (latest && isDeepStrictEqual(latest.items, items))
    throw new Problem(409, `Nothing changed since version ${latest.version}.`);
  return { next: (latest?.version ?? 0) + 1, items };
}

export const submissionRow = async (tx: Transaction, submissionId: string) => {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) throw submissionMissing();
  return row;
};

/** Renders both files of `snapshot` and stores them under fresh keys. */
async function renderAndStore(snapshot: ReportSnapshot) {
  const [pdf, xlsx] = [await renderReportPdf(snapshot), await renderReportXlsx(snapshot)];
  const base = `reports/${randomUUID()}/v${snapshot.cover.version}`;
  const keys = { pdf: `${base}.pdf`, xlsx: `${base}.xlsx` };
  try {
    await fileStore().put(keys.pdf, pdf, REPORT_FILES.pdf);
    await fileStore().put(keys.xlsx, xlsx, REPORT_FILES.xlsx);
  } catch (error) {
    await removeFiles(keys);
    throw error;
  }
  return keys;
}

async function removeFiles(keys: { pdf: string; xlsx: string }) {
  await Promise.allSettled([fileStore().delete(keys.pdf), fileStore().delete(keys.xlsx)]);
}

/**
 * POST /api/admin/submissions/{id}/report: publishes the next version and delivers it. A
 * submission in research moves to delivered; a delivered one gets a corrected version.
 */
export async function publishReport(
  admin: SignedInUser,
  submissionId: string,
): Promise<PublishedVersion> {
  if (!isCorrelationId(submissionId)) throw submissionMissing();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const publishedAt = new Date();
    const submission = await submissionRow(db(), submissionId);
    const { next } = await checkPublishable(db(), submissionId, submission.status);
    const snapshot = await buildSnapshot(db(), submission, {
      version: next,
      publishedAt,
      publisherId: admin.id,
    });
    const keys = await renderAndStore(snapshot);
    let published: PublishedVersion | null = null;
    try {
      published = await transactionWithClient(async (tx, client) => {
        const { status } = await lockedSubmission(tx, submissionId);
        const now = await checkPublishable(tx, submissionId, status);
        // Someone published or edited an item meanwhile: render again from what is there now.
        if (now.next !== next || !isDeepStrictEqual(now.items, snapshot.items)) return null;
        const draft = await currentDraftOf(tx, submissionId);
        // A draft read since rendering would make the cover name the wrong one.
        if (draft && draft.version !== snapshot.cover.draft.version) return null;
        await tx.insert(reportVersions).values({
          submissionId,
          version: next,
          scriptFileId: draft?.id ?? null,
          snapshot,
          pdfKey: keys.pdf,
          xlsxKey: keys.xlsx,
          publishedBy: admin.id,
          publishedAt,
        });
        const detail = { version: next, items: snapshot.items.length };
        if (status !== "delivered")
          await changeStatus(tx, {
            submissionId,
            from: status,
            to: "delivered",
            actor: admin.id,
            action: "report-published",
            detail,
          });
        else
          await tx
            .insert(auditEvents)
            .values({ submissionId, actor: admin.id, action: "report-published", detail });
        await enqueue(
          QUEUES.reportEmail.name,
          { submissionId, version: next },
          inTransaction(client),
        );
        return {
          submission_id: submissionId,
          version: next,
          published_at: publishedAt.toISOString(),
        };
      });
    } catch (error) {
      await removeFiles(keys);
      throw error;
    }
    if (published) return published;
    await removeFiles(keys);
  }
  throw new Problem(409, "The items kept changing while the report was rendered. Publish again.");
}
