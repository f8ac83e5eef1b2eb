import "server-only";

import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";

import type { ClearanceCategory } from "@/config/submissions";
import { db, type Transaction } from "@/lib/db/client";
import { clearanceItems, reportVersions, scriptFiles } from "@/lib/db/schema";
import type { Analysis } from "@/lib/first-pass/model";

export type ClearanceCounts = Analysis["counts"];
export type StoredClearanceItem = typeof clearanceItems.$inferSelect;
type StoredScriptFile = typeof scriptFiles.$inferSelect;

/** The submission's current script, as `scriptsOf` picks it: the newest version that was read. */
const currentScriptFile = (submissionId: string, executor: Transaction = db()) =>
  executor
    .select({ id: scriptFiles.id })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissionId), eq(scriptFiles.status, "parsed")))
    .orderBy(desc(scriptFiles.version))
    .limit(1);

/** How many items of each category the current script holds now, the researchers' work included. */
export async function clearanceCountsOf(
  submissionId: string,
  executor: Transaction = db(),
): Promise<ClearanceCounts> {
  const rows = await executor
    .select({ category: clearanceItems.category, items: count() })
    .from(clearanceItems)
    .where(inArray(clearanceItems.scriptFileId, currentScriptFile(submissionId, executor)))
    .groupBy(clearanceItems.category);
  return Object.fromEntries(rows.map((row) => [row.category, row.items]));
}

/**
 * The items per category a customer is shown for `script` (the current one): what the first pass
 * found in it until a report on it is published, then the latest report's. Never the research in
 * progress: items researchers add, merge, split or dismiss change neither (product.md §4.3).
 */
export async function customerCountsOf(
  submissionId: string,
  script: Pick<StoredScriptFile, "id" | "analysisStatus" | "analysisCounts"> | undefined,
  executor: Transaction = db(),
): Promise<ClearanceCounts> {
  const [published] = await executor
    .select({
      scriptFileId: reportVersions.scriptFileId,
      counts: sql<ClearanceCounts | null>`(
        select jsonb_object_agg(reported.category, reported.items) from (
          select item->>'category' as category, count(*)::int as items
          from jsonb_array_elements(${reportVersions.snapshot}->'items') as item group by 1
        ) as reported)`,
    })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, submissionId))
    .orderBy(desc(reportVersions.version))
    .limit(1);
  // A report from before revisions were kept names no file: it covers the current one. A revised
  // draft uploaded since is shown its own first pass until its report.
  if (published && (published.scriptFileId ?? script?.id) === script?.id)
    return published.counts ?? {};
  return script?.analysisStatus === "done" ? (script.analysisCounts ?? {}) : {};
}

/** The current script's items in the analysis's order, optionally of one category. */
export function clearanceItemsOf(
  submissionId: string,
  { category }: { category?: ClearanceCategory } = {},
): Promise<StoredClearanceItem[]> {
  return db()
    .select()
    .from(clearanceItems)
    .where(
      and(
        inArray(clearanceItems.scriptFileId, currentScriptFile(submissionId)),
        category ? eq(clearanceItems.category, category) : undefined,
      ),
    )
    .orderBy(asc(clearanceItems.position));
}

/** The submission's current script (see `currentScriptFile`), without its parsed text. */
export async function currentScriptOf(submissionId: string) {
  const [script] = await db()
    .select({
      id: scriptFiles.id,
      version: scriptFiles.version,
      originalName: scriptFiles.originalName,
      analysisStatus: scriptFiles.analysisStatus,
      analysisError: scriptFiles.analysisError,
      analyzedAt: scriptFiles.analyzedAt,
      analysisMs: scriptFiles.analysisMs,
    })
    .from(scriptFiles)
    .where(inArray(scriptFiles.id, currentScriptFile(submissionId)));
  return script;
}

const MERGE_FOLLOWS = 3;

/**
 * The item `itemId` names now: itself, or the item it was merged into (a published report keeps
 * the ids of items merged away since). The row is held (`for share`) until the caller's
 * transaction ends, so a merge cannot delete it, or what is written about it, meanwhile. Null when
 * no item of the submission has the id.
 */
export async function itemHoldingId(
  tx: Transaction,
  submissionId: string,
  itemId: string,
): Promise<string | null> {
  if (!z.uuid().safeParse(itemId).success) return null;
  // A merge that commits while this waits for its lock deletes the row: look again, and the
  // item it went into carries its id.
  for (let attempt = 0; attempt < MERGE_FOLLOWS; attempt++) {
    const [row] = await tx
      .select({ id: clearanceItems.id })
      .from(clearanceItems)
      .where(
        and(
          eq(clearanceItems.submissionId, submissionId),
          or(
            eq(clearanceItems.id, itemId),
            sql`${clearanceItems.mergedIds} @> ${JSON.stringify([itemId])}::jsonb`,
          ),
        ),
      )
      .for("share");
    if (row) return row.id;
  }
  return null;
}
