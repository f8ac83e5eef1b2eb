/**
 * The customer's decisions across report versions as stored (product.md §13 "Decisions"): one
 * per item and version, kept when a new version is published; and which item holds each id a
 * merge absorbed. changes.ts reads them (decisionsOfItem).
 */
import "server-only";

import { asc, eq } from "drizzle-orm";

import type { Transaction } from "@/lib/db/client";
import { clearanceItems, itemDecisions } from "@/lib/db/schema";

import type { ItemDecisionRecord } from "./changes";

/** Every decision on the submission's report items, oldest version (and time) first. */
export async function decisionRecordsOf(
  executor: Transaction,
  submissionId: string,
): Promise<ItemDecisionRecord[]> {
  const rows = await executor
    .select()
    .from(itemDecisions)
    .where(eq(itemDecisions.submissionId, submissionId))
    .orderBy(asc(itemDecisions.version), asc(itemDecisions.decidedAt));
  return rows.map((row) => ({
    itemId: row.itemId,
    version: row.version,
    decision: row.decision,
    note: row.note,
    decidedAt: row.decidedAt.toISOString(),
  }));
}

/** For each id a merge absorbed, the submission's item that holds it now. */
export async function mergedInto(
  executor: Transaction,
  submissionId: string,
): Promise<Map<string, string>> {
  const rows = await executor
    .select({ id: clearanceItems.id, mergedIds: clearanceItems.mergedIds })
    .from(clearanceItems)
    .where(eq(clearanceItems.submissionId, submissionId));
  return new Map(rows.flatMap(({ id, mergedIds }) => mergedIds.map((merged) => [merged, id])));
}
