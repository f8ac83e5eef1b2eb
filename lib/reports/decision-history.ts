/**
 * The customer's decisions across report versions (product.md §13 "Decisions"): one per item and
 * version, kept when a new version is published. An item carried into a new version brings its
 * latest decision with it until the customer decides again; the earlier ones read as history.
 * Items keep their identity across versions by id, or through the item that absorbed them in a
 * merge.
 */
import "server-only";

import { asc, eq } from "drizzle-orm";

import type { Transaction } from "@/lib/db/client";
import { clearanceItems, itemDecisions } from "@/lib/db/schema";

import type { DecisionRecord } from "./snapshot";

export type ItemDecisionRecord = DecisionRecord & { itemId: string };

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

/** The latest decision on each item id, on any version. */
export const latestDecisions = (records: ItemDecisionRecord[]) =>
  new Map(records.map(({ itemId, ...record }) => [itemId, record]));

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

export type ItemDecisions = {
  /** Made on `version`, or the latest earlier one carried forward with the item. */
  current: DecisionRecord | null;
  /** The decisions on earlier versions, oldest first. */
  history: DecisionRecord[];
};

const recordOf = ({ version, decision, note, decidedAt }: ItemDecisionRecord): DecisionRecord => ({
  version,
  decision,
  note,
  decidedAt,
});

/**
 * The decisions of the item `itemId` in version `version`: its own on that version, else the
 * latest one on an earlier version of the same item (under its id or one it absorbed).
 */
export function decisionsOfItem(
  itemId: string,
  version: number,
  records: ItemDecisionRecord[],
  heldBy: ReadonlyMap<string, string>,
): ItemDecisions {
  const mine = records.filter(
    (record) => record.itemId === itemId || heldBy.get(record.itemId) === itemId,
  );
  const history = mine.filter((record) => record.version < version).map(recordOf);
  const own = mine.findLast((record) => record.version === version);
  return { current: own ? recordOf(own) : (history.at(-1) ?? null), history };
}
