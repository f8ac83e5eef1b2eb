/**
 * The preview before publishing (docs/product.md §13): the PDF the next version would be, built by
 * the same snapshot and renderer as publishing, marked "DRAFT — not published" on every page and
 * stored nowhere; and its figures with what publishing would refuse now, for the confirmation.
 */
import "server-only";

import { eq } from "drizzle-orm";

import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { clearanceItems } from "@/lib/db/schema";
import type { VerdictCode } from "@/lib/first-pass/model";
import { Problem, submissionMissing } from "@/lib/http/problems";
import { lacksFinding } from "@/lib/research/findings";
import { isCorrelationId } from "@/lib/submissions/read";

import { buildSnapshot } from "./build";
import { unaskedPermissionWarning } from "./contacts";
import { countsOf, sectionsOf } from "./layout";
import { renderReportPdf } from "./pdf";
import { checkPublishable, latestVersionOf, submissionRow } from "./publish";
import { reportNumberOf } from "./report-number";
import { type ReportSnapshot } from "./snapshot";

/** GET /api/admin/submissions/{id}/report/preview. */
export type ReportPreview = {
  submission_id: string;
  /** The version publishing now would make. */
  version: number;
  items: number;
  /** The codes the items have, in legend order. */
  by_code: { code: VerdictCode; label: string; count: number }[];
  /** Items coded C, RC or PR: to change or seek permission for. */
  attention: number;
  carried_forward: number;
  /** Items coded or worked without the researcher's finding, the first few named. */
  finding_missing: { count: number; first: { id: string; text: string }[] };
  /** Why publishing would be refused (409) now, in its own words; empty when it would not be. */
  refusals: string[];
  /** What the version would lack without being refused, a sentence each; empty when nothing. */
  warnings: string[];
};

/** The snapshot the next version of the submission would hold if `admin` published it now. */
async function nextSnapshot(admin: SignedInUser, submissionId: string) {
  if (!isCorrelationId(submissionId)) throw submissionMissing();
  const submission = await submissionRow(db(), submissionId);
  const latest = await latestVersionOf(db(), submissionId);
  const snapshot = await buildSnapshot(db(), submission, {
    version: (latest?.version ?? 0) + 1,
    publishedAt: new Date(),
    publisherId: admin.id,
  });
  return { submission, snapshot };
}

/** What publishing would answer with a 409 now, or nothing. */
async function refusalOf(submission: Awaited<ReturnType<typeof submissionRow>>) {
  try {
    await checkPublishable(db(), submission.id, submission.status);
    return [];
  } catch (error) {
    if (error instanceof Problem && error.status === 409) return [error.message];
    throw error;
  }
}

async function findingsMissing(submissionId: string) {
  const rows = await db()
    .select({
      id: clearanceItems.id,
      text: clearanceItems.canonical,
      state: clearanceItems.state,
      code: clearanceItems.code,
      finding: clearanceItems.finding,
    })
    .from(clearanceItems)
    .where(eq(clearanceItems.submissionId, submissionId))
    .orderBy(clearanceItems.position);
  const blank = rows.filter(lacksFinding);
  return { count: blank.length, first: blank.slice(0, 5).map(({ id, text }) => ({ id, text })) };
}

/** What the snapshot would publish without being refused, a sentence each. */
const warningsOf = (snapshot: ReportSnapshot): string[] =>
  [unaskedPermissionWarning(snapshot.items)].filter((warning) => warning !== null);

/** GET …/report/preview: the next version's figures and what would keep it from publishing. */
export async function previewReport(
  admin: SignedInUser,
  submissionId: string,
): Promise<ReportPreview> {
  const { submission, snapshot } = await nextSnapshot(admin, submissionId);
  const counts = countsOf(snapshot, sectionsOf(snapshot));
  const [refusals, missing] = await Promise.all([
    refusalOf(submission),
    findingsMissing(submission.id),
  ]);
  return {
    submission_id: submission.id,
    version: snapshot.cover.version,
    items: counts.total,
    by_code: counts.byCode
      .filter(({ count }) => count > 0)
      .map(({ code, count }) => ({ code: code.code, label: code.label, count })),
    attention: counts.attention,
    carried_forward: counts.carriedForward,
    finding_missing: missing,
    refusals,
    warnings: warningsOf(snapshot),
  };
}

/** GET …/report/preview/pdf: the PDF publishing would store now, marked as a draft, not stored. */
export async function previewReportPdf(admin: SignedInUser, submissionId: string) {
  const { snapshot } = await nextSnapshot(admin, submissionId);
  return {
    bytes: await renderReportPdf(snapshot, { draft: true }),
    name: `${reportNumberOf(snapshot.cover)} clearance report v${snapshot.cover.version} DRAFT.pdf`,
  };
}
