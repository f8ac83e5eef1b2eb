import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
import { latestSnapshotOf } from "@/lib/reports/read";
import type { ReportItem } from "@/lib/reports/snapshot";
import { clearanceItemsOf } from "@/lib/research/store";
import { isCorrelationId, ownSubmission, submissionMissing } from "@/lib/submissions/read";

import { highlightItem, type HighlightItem } from "./highlights";
import { scriptViewModel, type ScriptViewModel } from "./view-model";

/** The script view of a submission: its current script's pages, or null before one was read. */
export type ScriptView = {
  submission: { id: string; title: string };
  script: { id: string; version: number; original_name: string } | null;
  view: ScriptViewModel | null;
  /** The current script's items, with only what the highlights need. */
  items: HighlightItem[];
};

/**
 * The script file of `version` if it was read, else the newest version that was read (as
 * `scriptsOf` picks it), with its parsed screenplay.
 */
async function parsedScript(submissionId: string, version?: number) {
  const [row] = await db()
    .select({
      id: scriptFiles.id,
      version: scriptFiles.version,
      originalName: scriptFiles.originalName,
      screenplay: scriptFiles.screenplay,
    })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissionId), eq(scriptFiles.status, "parsed")))
    // The asked version first, then the newest.
    .orderBy(sql`${scriptFiles.version} = ${version ?? 0} desc`, desc(scriptFiles.version))
    .limit(1);
  return row;
}

type ScriptRow = Awaited<ReturnType<typeof parsedScript>>;

const scriptViewOf = (
  submission: { id: string; title: string },
  row: ScriptRow,
  items: HighlightItem[],
): ScriptView => ({
  submission: { id: submission.id, title: submission.title },
  script: row ? { id: row.id, version: row.version, original_name: row.originalName } : null,
  view: row?.screenplay ? scriptViewModel(row.screenplay) : null,
  items,
});

/** A published item as the view highlights it: its published code, its places in the draft. */
const publishedHighlight = (item: ReportItem): HighlightItem => ({
  id: item.id,
  category: item.category,
  canonical: item.text,
  suggested_status: item.code,
  occurrences: item.occurrences.flatMap(({ page, at }) => (at ? [{ page, ...at }] : [])),
});

/** Any customer's submission's script, for researchers; a missing or malformed id is a 404. */
export async function getAdminScriptView(id: string): Promise<ScriptView> {
  if (!isCorrelationId(id)) throw submissionMissing();
  const [row] = await db()
    .select({ id: submissions.id, title: submissions.title })
    .from(submissions)
    .where(eq(submissions.id, id));
  if (!row) throw submissionMissing();
  const [script, items] = await Promise.all([parsedScript(id), clearanceItemsOf(id)]);
  return scriptViewOf(
    row,
    script,
    items.map((item) => highlightItem({ ...item, suggested_status: item.suggestedCode })),
  );
}

/** The customer's script view, with the report version whose items it highlights. */
export type CustomerScriptView = ScriptView & { report_version: number | null };

/**
 * The caller's own submission's script, read-only: the draft their latest report
 * covers, highlighted with that report's items as published, never the research in progress.
 * Before the first report it shows the script alone; another customer's submission is a 404.
 */
export async function getOwnScriptView(
  user: SignedInUser,
  id: string,
): Promise<CustomerScriptView> {
  const submission = await ownSubmission(user, id, undefined, "read");
  const report = await latestSnapshotOf(submission.id);
  const script = await parsedScript(submission.id, report?.snapshot.cover.draft.version);
  return {
    ...scriptViewOf(submission, script, report?.snapshot.items.map(publishedHighlight) ?? []),
    report_version: report?.snapshot.cover.version ?? null,
  };
}
