/**
 * "Changes since vN" (product.md §13 "Versions"): what a report version changed against the
 * previous published one, computed from the previous frozen snapshot and the items the new one
 * freezes, and frozen with it; and the customer's decisions across versions. An item keeps its
 * identity across versions: the same id, or the item that absorbed it in a merge (merges keep the
 * ids they absorb).
 */
import type { RevisionChanges } from "@/lib/screenplay/revision-changes";

import type { DecisionRecord, ReportChanges, ReportItem } from "./snapshot";

/** A customer's decision as stored: on which item (its id in that version). */
export type ItemDecisionRecord = DecisionRecord & { itemId: string };

/** The most places a removed item lists (a name said on every page would fill pages). */
const MAX_PLACES = 200;

export type ChangesContext = {
  /** For an earlier item's id, the item now holding it after a merge. */
  heldBy: ReadonlyMap<string, string>;
  /** The customer's latest decision on each earlier item, by the item's id. */
  decisions: ReadonlyMap<string, DecisionRecord>;
  /** The scenes the revised draft(s) changed since the previous version; none without one. */
  scenes: RevisionChanges["scenes"];
};

const changedItem = ({ id, category, text, code }: ReportItem) => ({ id, category, text, code });

type Place = { page: number; scene: string | null };

/**
 * What the revision did to the scene a place was in: matched by the scene's printed number in
 * the previous draft, else (unnumbered scenes) by its pages there.
 */
function sceneChangeAt(place: Place, scenes: RevisionChanges["scenes"]) {
  const change = scenes.find(({ before }) =>
    before?.number !== undefined
      ? before.number === place.scene
      : before !== undefined && place.page >= before.firstPage && place.page <= before.lastPage,
  );
  return change?.status ?? null;
}

/** The distinct places an item had, in script order, with what became of their scene. */
function placesOf(item: ReportItem, scenes: RevisionChanges["scenes"]) {
  const seen = new Map<string, Place>();
  for (const { page, scene } of item.occurrences)
    seen.set(`${page}\u0000${scene}`, { page, scene });
  return [...seen.values()]
    .slice(0, MAX_PLACES)
    .map((place) => ({ ...place, sceneChange: sceneChangeAt(place, scenes) }));
}

/**
 * The changes from `previous` (a published version's number and items) to `items`: added,
 * removed (where they were, with the customer's decision on them), re-coded (old code kept), and
 * how many stayed under the same code.
 */
export function reportChanges(
  previous: { version: number; items: ReportItem[] },
  items: ReportItem[],
  context: ChangesContext,
): ReportChanges {
  const now = new Map(items.map((item) => [item.id, item]));
  const matched = new Set<string>();
  const changes: ReportChanges = {
    since: previous.version,
    added: [],
    removed: [],
    recoded: [],
    unchanged: 0,
  };
  for (const earlier of previous.items) {
    const item = now.get(earlier.id) ?? now.get(context.heldBy.get(earlier.id) ?? "");
    if (!item) {
      changes.removed.push({
        ...changedItem(earlier),
        places: placesOf(earlier, context.scenes),
        decision: context.decisions.get(earlier.id) ?? null,
      });
      continue;
    }
    // Two earlier items merged into one since: the item is counted once, by the first.
    if (matched.has(item.id)) continue;
    matched.add(item.id);
    if (item.code === earlier.code) changes.unchanged += 1;
    else changes.recoded.push({ ...changedItem(item), from: earlier.code });
  }
  changes.added = items.filter((item) => !matched.has(item.id)).map(changedItem);
  return changes;
}

/** The latest decision on each item id, on any version. */
export const latestDecisions = (records: ItemDecisionRecord[]) =>
  new Map(records.map(({ itemId, ...record }) => [itemId, record]));

/**
 * Decisions across versions: an item carried into a new version brings its latest decision
 * with it until the customer decides again; the earlier ones read as history.
 */
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
