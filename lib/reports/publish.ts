/**
 * Publishing a report version (product.md §13): the snapshot of the submission's
 * items, rendered once to PDF and XLSX, stored privately, recorded as version N and delivered.
 * The annotated script of a version that covers a draft follows from a job (annotated-job.ts).
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
import { answerAttention } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { db, transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, reportVersions, submissions } from "@/lib/db/schema";
import { Problem, submissionMissing } from "@/lib/http/problems";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { fileStore } from "@/lib/storage";
import { changeStatus, type SubmissionStatus } from "@/lib/submission-lifecycle/transitions";
import { assertNoOpenItems, lockedSubmission } from "@/lib/submissions/assignment";
import { isCorrelationId } from "@/lib/submissions/read";

import { annotateScriptJob } from "./annotated-job";
import { assertFindingsWritten, buildSnapshot, currentDraftOf, publishableItems } from "./build";
import { reportEmailJob } from "./emails";
import { renderReportPdf } from "./pdf";
import { assertSignedOff } from "./review";
import type { ReportItem, ReportSnapshot, ReportTitleClearance } from "./snapshot";
import { titleClearanceToPublish, type TitleClearanceToPublish } from "./title-clearance";
import { renderReportXlsx } from "./xlsx";

/** Attempts when the items change between rendering and recording. */
const ATTEMPTS = 3;

export type PublishedVersion = { submission_id: string; version: number; published_at: string };

type Latest = {
  version: number;
  items: ReportItem[];
  titleClearance: ReportTitleClearance | undefined;
} | null;

export async function latestVersionOf(tx: Transaction, submissionId: string): Promise<Latest> {
  const [row] = await tx
    .select({ version: reportVersions.version, snapshot: reportVersions.snapshot })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, submissionId))
    .orderBy(desc(reportVersions.version))
    .limit(1);
  if (!row) return null;
  const { items, titleClearance } = row.snapshot as ReportSnapshot;
  return { version: row.version, items, titleClearance };
}

const PUBLISHABLE: readonly SubmissionStatus[] = ["in_research", "in_review", "delivered"];

/**
 * Refuses what cannot be published: a submission not in research, review (signed off) or
 * delivered (a corrected version), open items, items without a finding, an ordered title
 * clearance without its verdict, or no change since the latest version (in its items or its title
 * clearance).
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
  const title = await titleClearanceToPublish(tx, submissionId);
  if (status === "in_review") await assertSignedOff(tx, submissionId, items);
  if (
    latest &&
    isDeepStrictEqual(latest.items, items) &&
    isDeepStrictEqual(latest.titleClearance, title?.report)
  )
    throw new Problem(409, `Nothing changed since version ${latest.version}.`);
  return { next: (latest?.version ?? 0) + 1, items, title };
}

/** Whether the title clearance checked now is the one rendered (and its opinion the one copied). */
const sameTitleClearance = (
  now: TitleClearanceToPublish | null,
  rendered: TitleClearanceToPublish | null,
) => now?.opinionKey === rendered?.opinionKey && isDeepStrictEqual(now?.report, rendered?.report);

export const submissionRow = async (tx: Transaction, submissionId: string) => {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) throw submissionMissing();
  return row;
};

type StoredFiles = { pdf: string; xlsx: string; opinion: string | null };

/**
 * Renders both files of `snapshot` and stores them under fresh keys, with a copy of the title
 * clearance's opinion letter (`opinionKey`) that no later change of the title search deletes.
 * Null when that letter is gone meanwhile (replaced or removed): the caller reads again.
 */
async function renderAndStore(
  snapshot: ReportSnapshot,
  opinionKey: string | null,
): Promise<StoredFiles | null> {
  const [pdf, xlsx] = [await renderReportPdf(snapshot), await renderReportXlsx(snapshot)];
  const base = `reports/${randomUUID()}/v${snapshot.cover.version}`;
  const keys = {
    pdf: `${base}.pdf`,
    xlsx: `${base}.xlsx`,
    opinion: opinionKey ? `${base}-title-opinion.pdf` : null,
  };
  const opinion = opinionKey
    ? await fileStore()
        .get(opinionKey)
        .catch(() => null)
    : null;
  if (opinionKey && !opinion) return null;
  try {
    await fileStore().put(keys.pdf, pdf, REPORT_FILES.pdf);
    await fileStore().put(keys.xlsx, xlsx, REPORT_FILES.xlsx);
    if (keys.opinion && opinion) await fileStore().put(keys.opinion, opinion, REPORT_FILES.opinion);
  } catch (error) {
    await removeFiles(keys);
    throw error;
  }
  return keys;
}

async function removeFiles(keys: StoredFiles) {
  await Promise.allSettled(
    [keys.pdf, keys.xlsx, keys.opinion].flatMap((key) => (key ? fileStore().delete(key) : [])),
  );
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
    const { next, title } = await checkPublishable(db(), submissionId, submission.status);
    const snapshot = await buildSnapshot(db(), submission, {
      version: next,
      publishedAt,
      publisherId: admin.id,
      titleClearance: title?.report,
    });
    const keys = await renderAndStore(snapshot, title?.opinionKey ?? null);
    if (!keys) continue;
    let published: PublishedVersion | null = null;
    try {
      published = await transactionWithClient(async (tx, client) => {
        const { status } = await lockedSubmission(tx, submissionId);
        const now = await checkPublishable(tx, submissionId, status);
        // Someone published or edited an item meanwhile: render again from what is there now.
        if (
          now.next !== next ||
          !isDeepStrictEqual(now.items, snapshot.items) ||
          !sameTitleClearance(now.title, title)
        )
          return null;
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
          opinionKey: keys.opinion,
          // Made by a job, so publishing does not wait on reading and drawing the whole script.
          annotatedStatus: draft ? "preparing" : null,
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
        await enqueue(reportEmailJob, { submissionId, version: next }, inTransaction(client));
        // A new version is the researchers' answer to requests for alternatives.
        await answerAttention(tx, submissionId, ["alternatives"]);
        if (draft)
          await enqueue(annotateScriptJob, { submissionId, version: next }, inTransaction(client));
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
