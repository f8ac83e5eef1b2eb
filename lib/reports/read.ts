/**
 * Published reports as their customer and the researchers read them (product.md §13):
 * the latest version's items with the customer's decisions, the list of versions, and short-lived
 * signed links to each version's PDF and XLSX. A customer reaches only their own submissions;
 * anyone else's reads as missing (404).
 */
import "server-only";

import { and, desc, eq } from "drizzle-orm";

import {
  REPORT_FILES,
  REPORT_LINK_SECONDS,
  type ItemDecision,
  type ReportFormat,
} from "@/config/reports";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { reportVersions, type AnnotatedScriptStatus } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { existingSubmission } from "@/lib/research/research";
import { fileStore } from "@/lib/storage";
import { ownSubmission } from "@/lib/submissions/read";

import { decisionsOfItem } from "./changes";
import { decisionRecordsOf, mergedInto } from "./decision-history";
import { reportNumberOf } from "./report-number";
import {
  type DecisionRecord,
  type ReportChanges,
  type ReportCover,
  type ReportItem,
  type ReportSnapshot,
  type ReportTitleClearance,
} from "./snapshot";

export type DecisionView = {
  /** The report version it was made on: an earlier one's when carried forward with the item. */
  version: number;
  decision: ItemDecision;
  note: string;
  decided_at: string;
};

export type ReportItemView = ReportItem & {
  decision: DecisionView | null;
  /** The customer's decisions on earlier versions of the item, oldest first. */
  decision_history: DecisionView[];
};

export type ReportVersionSummary = {
  version: number;
  published_at: string;
  items: number;
  /** Whether the version carries the attorney's title opinion (its `opinion` download). */
  title_opinion: boolean;
  /** Its annotated script (the `annotated` download): null when it covers no uploaded script. */
  annotated_script: AnnotatedScriptStatus | null;
};

/** GET /api/(admin/)submissions/{id}/report. */
export type ReportView = {
  submission_id: string;
  version: number;
  published_at: string;
  cover: ReportCover;
  items: ReportItemView[];
  /** The title clearance this version published; null when none was ordered. */
  title_clearance: ReportTitleClearance | null;
  /** What changed since the previous version (from v2 on); null for v1 and older versions. */
  changes: ReportChanges | null;
  versions: ReportVersionSummary[];
};

export const noReportYet = () =>
  new Problem(404, "No report has been published for this submission yet.");

/** The submission as the reader reaches it: their own (customer) or any (admin). */
async function reachable(user: SignedInUser | "admin", id: string): Promise<string> {
  if (user !== "admin") return (await ownSubmission(user, id, undefined, "read")).id;
  await existingSubmission(id);
  return id;
}

type VersionRow = typeof reportVersions.$inferSelect;

async function versionRow(submissionId: string, version?: number): Promise<VersionRow | null> {
  const [row] = await db()
    .select()
    .from(reportVersions)
    .where(
      and(
        eq(reportVersions.submissionId, submissionId),
        version === undefined ? undefined : eq(reportVersions.version, version),
      ),
    )
    .orderBy(desc(reportVersions.version))
    .limit(1);
  return row ?? null;
}

/** The latest version's snapshot of a submission the caller reached, or null before the first. */
export async function latestSnapshotOf(submissionId: string) {
  const row = await versionRow(submissionId);
  return row ? { row, snapshot: row.snapshot as ReportSnapshot } : null;
}

async function versionsOf(submissionId: string): Promise<ReportVersionSummary[]> {
  const rows = await db()
    .select({
      version: reportVersions.version,
      publishedAt: reportVersions.publishedAt,
      snapshot: reportVersions.snapshot,
      opinionKey: reportVersions.opinionKey,
      annotatedStatus: reportVersions.annotatedStatus,
    })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, submissionId))
    .orderBy(desc(reportVersions.version));
  return rows.map((row) => ({
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    items: (row.snapshot as ReportSnapshot).items.length,
    title_opinion: row.opinionKey !== null,
    annotated_script: row.annotatedStatus,
  }));
}

const decisionView = ({ version, decision, note, decidedAt }: DecisionRecord): DecisionView => ({
  version,
  decision,
  note,
  decided_at: decidedAt,
});

/** Each item's decision in `version` and its decisions on earlier versions (decision-history.ts). */
async function decisionsOf(submissionId: string, version: number) {
  const [records, heldBy] = await Promise.all([
    decisionRecordsOf(db(), submissionId),
    mergedInto(db(), submissionId),
  ]);
  return (itemId: string) => {
    const { current, history } = decisionsOfItem(itemId, version, records, heldBy);
    return {
      decision: current && decisionView(current),
      decision_history: history.map(decisionView),
    };
  };
}

/** The latest version of a submission already reached, with the decisions; null before one. */
export async function reportViewOf(submissionId: string): Promise<ReportView | null> {
  const latest = await latestSnapshotOf(submissionId);
  if (!latest) return null;
  const [decisionsOfItem, versions] = await Promise.all([
    decisionsOf(submissionId, latest.row.version),
    versionsOf(submissionId),
  ]);
  return {
    submission_id: submissionId,
    version: latest.row.version,
    published_at: latest.row.publishedAt.toISOString(),
    cover: latest.snapshot.cover,
    items: latest.snapshot.items.map((item) => ({
      ...item,
      // Versions published before sources were records, or contacts, hold none.
      sources: item.sources ?? [],
      rightsContacts: item.rightsContacts ?? [],
      ...decisionsOfItem(item.id),
    })),
    title_clearance: latest.snapshot.titleClearance ?? null,
    changes: latest.snapshot.changes ?? null,
    versions,
  };
}

/** GET …/report: the latest version with the customer's decisions; 404 before the first. */
export async function getReport(user: SignedInUser | "admin", id: string): Promise<ReportView> {
  const view = await reportViewOf(await reachable(user, id));
  if (!view) throw noReportYet();
  return view;
}

/** GET …/report/versions: every published version, newest first (empty before the first). */
export async function listReportVersions(
  user: SignedInUser | "admin",
  id: string,
): Promise<{ versions: ReportVersionSummary[] }> {
  return { versions: await versionsOf(await reachable(user, id)) };
}

/** The stored file of a version in `format`, under the name the reader's browser saves it as. */
function versionFile(row: VersionRow, format: ReportFormat) {
  const { cover, titleClearance } = row.snapshot as ReportSnapshot;
  const name = `${reportNumberOf(cover)} clearance report v${row.version}`;
  if (format === "pdf" || format === "xlsx")
    return { key: row[`${format}Key`], name: `${name}.${format}` };
  if (format === "annotated") return annotatedFile(row, cover);
  const opinion = titleClearance?.opinion;
  if (!row.opinionKey || !opinion)
    throw new Problem(404, "This report version has no attorney's title opinion.");
  return { key: row.opinionKey, name: opinion.name };
}

function annotatedFile(row: VersionRow, cover: ReportCover) {
  if (row.annotatedStatus === "ready" && row.annotatedKey)
    return {
      key: row.annotatedKey,
      name: `${reportNumberOf(cover)} annotated script v${row.version}.pdf`,
    };
  if (row.annotatedStatus === "preparing")
    throw new Problem(
      409,
      "The annotated script of this version is still being prepared. Try again in a minute.",
    );
  if (row.annotatedStatus === "failed")
    throw new Problem(
      409,
      "The annotated script of this version could not be made. The report itself is complete; ask the researcher about it in a comment.",
    );
  // A version of text boxes alone covers no script; versions published before there were
  // annotated scripts have none either.
  throw new Problem(404, "This report version has no annotated script.");
}

/**
 * GET …/report/{version}/{pdf|xlsx|opinion|annotated}: a short-lived signed link to the version's
 * file (the attorney's title opinion too, when it published one, and the annotated script once
 * it is ready), which the page opens in a new tab (spec §7, the GET helper).
 */
export async function reportFileLink(
  user: SignedInUser | "admin",
  id: string,
  version: string,
  format: string,
): Promise<{ url: string }> {
  const submissionId = await reachable(user, id);
  const missing = new Problem(404, "This report version does not exist.");
  if (!/^[1-9]\d{0,5}$/.test(version) || !Object.hasOwn(REPORT_FILES, format)) throw missing;
  const row = await versionRow(submissionId, Number(version));
  if (!row) throw missing;
  const kind = format as ReportFormat;
  const file = versionFile(row, kind);
  const url = await fileStore().signedUrl(file.key, {
    downloadName: file.name,
    contentType: REPORT_FILES[kind],
    inline: kind !== "xlsx",
    expiresInSeconds: REPORT_LINK_SECONDS,
  });
  return { url };
}
