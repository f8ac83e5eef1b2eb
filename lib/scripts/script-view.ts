import "server-only";

import { and, desc, eq } from "drizzle-orm";

import type { SignedInUser } from "@/lib/auth/session";
import { clearanceItemsOf } from "@/lib/clearance-items/store";
import { db } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
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

/** The newest version that was read, as `scriptsOf` picks it, with its parsed screenplay. */
async function currentScreenplay(submissionId: string) {
  const [row] = await db()
    .select({
      id: scriptFiles.id,
      version: scriptFiles.version,
      originalName: scriptFiles.originalName,
      screenplay: scriptFiles.screenplay,
    })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissionId), eq(scriptFiles.status, "parsed")))
    .orderBy(desc(scriptFiles.version))
    .limit(1);
  return row;
}

async function scriptViewOf(submission: { id: string; title: string }): Promise<ScriptView> {
  const [row, items] = await Promise.all([
    currentScreenplay(submission.id),
    clearanceItemsOf(submission.id),
  ]);
  return {
    submission: { id: submission.id, title: submission.title },
    script: row ? { id: row.id, version: row.version, original_name: row.originalName } : null,
    view: row?.screenplay ? scriptViewModel(row.screenplay) : null,
    items: items.map((item) => highlightItem({ ...item, suggested_status: item.suggestedStatus })),
  };
}

/** Any customer's submission's script, for researchers; a missing or malformed id is a 404. */
export async function getAdminScriptView(id: string): Promise<ScriptView> {
  if (!isCorrelationId(id)) throw submissionMissing();
  const [row] = await db()
    .select({ id: submissions.id, title: submissions.title })
    .from(submissions)
    .where(eq(submissions.id, id));
  if (!row) throw submissionMissing();
  return scriptViewOf(row);
}

/** The caller's own submission's script (the customer's read-only view); another's is a 404. */
export async function getOwnScriptView(user: SignedInUser, id: string): Promise<ScriptView> {
  return scriptViewOf(await ownSubmission(user, id));
}
