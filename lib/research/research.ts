/**
 * The researchers' work on a submission's items: the results table, saves under
 * optimistic locking, bulk changes, merge, split, manual items, history and the knowledge base.
 * Callers have checked the admin role; every change is audited in clearance_item_events.
 */
import "server-only";

import { and, asc, desc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import { z } from "zod";

import {
  cannedFinding,
  CANNED_FINDING_UNKNOWN,
  fillCannedFinding,
  type CannedFinding,
} from "@/config/canned-findings";
import { ITEM_STATE_MOVES, ITEM_STATES, OPEN_ITEM_STATES } from "@/config/item-states";
import { orderNumber } from "@/config/orders";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import {
  clearanceItemEvents,
  clearanceItems,
  comments,
  orders,
  scriptFiles,
  submissions,
  userProfiles,
} from "@/lib/db/schema";
import { findTextOccurrences, manualItemKey } from "@/lib/first-pass/find-text";
import type { Occurrence } from "@/lib/first-pass/model";
import { Problem, submissionMissing } from "@/lib/http/problems";

import { itemsHave, lacksFinding, someNamed } from "./findings";
import type { BulkChange, BulkUndo, ItemChange, ItemsQuery, SplitInput } from "./input";
import { researchersOf } from "./researchers";
import { keptState, waitsAsSentBack } from "./sent-back";
import { clearanceCountsOf, currentScriptOf, type StoredClearanceItem } from "./store";
import {
  clearanceItemView,
  type ClearanceItemsView,
  type ClearanceItemView,
  type ItemDetailView,
  type ItemEventView,
  type KnowledgeView,
} from "./views";

const isId = (id: string) => z.uuid().safeParse(id).success;
const itemMissing = () => new Problem(404, "This item does not exist on this submission.");

/** 404 unless `id` names a submission (admin routes, which reach every submission). */
export async function existingSubmission(id: string) {
  if (!isId(id)) throw submissionMissing();
  const [row] = await db()
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.id, id));
  if (!row) throw submissionMissing();
}

const pagesOf = (item: StoredClearanceItem) =>
  item.occurrences.map((occurrence) => occurrence.page);

function matches(item: StoredClearanceItem, query: ItemsQuery): boolean {
  if (query.category && item.category !== query.category) return false;
  if (query.state && item.state !== query.state) return false;
  if (query.revision === "sent_back") {
    if (!waitsAsSentBack(item)) return false;
  } else if (query.revision && item.carriedForward !== (query.revision === "carried_forward"))
    return false;
  if (query.code && (item.code ?? "none") !== query.code) return false;
  if (query.finding === "missing" && !lacksFinding(item)) return false;
  if (query.assignee && item.assigneeId !== query.assignee) return false;
  if (query.page_from || query.page_to) {
    const from = query.page_from ?? 1;
    const to = query.page_to ?? Number.MAX_SAFE_INTEGER;
    if (!pagesOf(item).some((page) => page >= from && page <= to)) return false;
  }
  if (query.q) {
    const needle = query.q.toLowerCase();
    const haystack = [item.canonical, ...item.variants, item.finding, item.internalNote];
    if (!haystack.some((text) => text.toLowerCase().includes(needle))) return false;
  }
  return true;
}

const STATE_ORDER = Object.keys(ITEM_STATES);
const SORTS: Record<
  NonNullable<ItemsQuery["sort"]>,
  (a: StoredClearanceItem, b: StoredClearanceItem) => number
> = {
  position: (a, b) => a.position - b.position,
  risk: (a, b) => b.risk - a.risk,
  name: (a, b) => a.canonical.localeCompare(b.canonical),
  category: (a, b) => a.category.localeCompare(b.category),
  occurrences: (a, b) => b.occurrences.length - a.occurrences.length,
  state: (a, b) => STATE_ORDER.indexOf(a.state) - STATE_ORDER.indexOf(b.state),
  code: (a, b) => (a.code ?? "~").localeCompare(b.code ?? "~"),
};

const countBy = (items: StoredClearanceItem[], key: (item: StoredClearanceItem) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

/** Whether no item still needs a researcher (none detected, confirmed or researching). */
export const allWorked = (items: Pick<StoredClearanceItem, "state">[]) =>
  items.every((item) => !OPEN_ITEM_STATES.includes(item.state));

/** GET /api/admin/submissions/{id}/items: the results table, filtered and sorted. */
export async function listItems(
  submissionId: string,
  query: ItemsQuery,
): Promise<ClearanceItemsView> {
  await existingSubmission(submissionId);
  const [script, counts, items, researchers] = await Promise.all([
    currentScriptOf(submissionId),
    clearanceCountsOf(submissionId),
    db().select().from(clearanceItems).where(eq(clearanceItems.submissionId, submissionId)),
    researchersOf(),
  ]);
  const shown = items.filter((item) => matches(item, query)).sort(SORTS[query.sort ?? "position"]);
  return {
    script: script
      ? {
          id: script.id,
          version: script.version,
          original_name: script.originalName,
          analysis_status: script.analysisStatus,
          analysis_error: script.analysisError,
          analysed_at: script.analyzedAt?.toISOString() ?? null,
          analysis_ms: script.analysisMs,
        }
      : null,
    counts,
    progress: {
      total: items.length,
      by_state: countBy(items, (item) => item.state),
      by_code: countBy(items, (item) => item.code ?? "none"),
      finding_missing: items.filter(lacksFinding).length,
      sent_back: items.filter(waitsAsSentBack).length,
    },
    ready: items.length > 0 && allWorked(items) && !items.some(lacksFinding),
    researchers,
    items: shown.map(clearanceItemView),
  };
}

async function itemOf(submissionId: string, itemId: string, tx: Transaction = db()) {
  if (!isId(submissionId) || !isId(itemId)) throw itemMissing();
  const [item] = await tx
    .select()
    .from(clearanceItems)
    .where(and(eq(clearanceItems.id, itemId), eq(clearanceItems.submissionId, submissionId)));
  if (!item) throw itemMissing();
  return item;
}

/** GET …/items/{itemId}: the item with its history and the knowledge base's suggestions. */
export async function getItem(submissionId: string, itemId: string): Promise<ItemDetailView> {
  const item = await itemOf(submissionId, itemId);
  const [history, knowledge] = await Promise.all([itemHistory(item), itemKnowledge(item)]);
  return { item: clearanceItemView(item), history, knowledge };
}

/** The fields an audit line shows, under the API's names. */
const AUDITED = {
  state: "state",
  code: "code",
  finding: "finding",
  recommendation: "recommendation",
  alternatives: "alternatives",
  sources: "sources",
  rightsContacts: "rights_contacts",
  internalNote: "internal_note",
  assigneeId: "assignee_id",
} as const;
type Audited = keyof typeof AUDITED;
type Values = Partial<Pick<StoredClearanceItem, Audited>>;

function differences(item: StoredClearanceItem, values: Values) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of Object.keys(values) as Audited[]) {
    if (JSON.stringify(item[field]) === JSON.stringify(values[field])) continue;
    before[AUDITED[field]] = item[field];
    after[AUDITED[field]] = values[field];
  }
  return { before, after };
}

function refuseMove(item: StoredClearanceItem, to: StoredClearanceItem["state"]) {
  if (item.state === to || ITEM_STATE_MOVES[item.state].includes(to)) return;
  const label = (state: StoredClearanceItem["state"]) => ITEM_STATES[state].label.toLowerCase();
  throw new Problem(
    409,
    `An item that is ${label(item.state)} cannot become ${label(to)}.`,
    {},
    "state",
  );
}

/** What a change writes: a code given to an unworked item records its finding. */
function valuesOf(item: StoredClearanceItem, change: Omit<ItemChange, "expected_version">): Values {
  const values: Values = {
    state: change.state,
    code: change.code,
    finding: change.finding,
    recommendation: change.recommendation,
    alternatives: change.alternatives,
    sources: change.sources,
    internalNote: change.internal_note,
    assigneeId: change.assignee_id,
  };
  for (const field of Object.keys(values) as Audited[])
    if (values[field] === undefined) delete values[field];
  if (values.state === undefined && change.code && OPEN_ITEM_STATES.includes(item.state))
    values.state = "finding_recorded";
  if (values.state) refuseMove(item, values.state);
  return values;
}

/** Writes `values` if the item is still at `version`; false when someone saved first. */
async function writeItem(
  tx: Transaction,
  actor: string,
  item: StoredClearanceItem,
  values: Values,
  action = "updated",
): Promise<StoredClearanceItem | undefined> {
  const { before, after } = differences(item, values);
  if (Object.keys(after).length === 0) return item;
  // A verdict changed since the previous draft no longer stands as carried forward from it.
  const reconsidered = item.carriedForward && ("code" in after || "finding" in after);
  const [saved] = await tx
    .update(clearanceItems)
    .set({
      ...values,
      ...(reconsidered && { carriedForward: false }),
      version: item.version + 1,
      updatedBy: actor,
      updatedAt: new Date(),
    })
    .where(and(eq(clearanceItems.id, item.id), eq(clearanceItems.version, item.version)))
    .returning();
  if (!saved) return undefined;
  await tx.insert(clearanceItemEvents).values({
    itemId: item.id,
    submissionId: item.submissionId,
    actor,
    action,
    before,
    after,
  });
  return saved;
}

/** The answer to a save that lost the race: 409 with the values saved meanwhile (`current`). */
export class StaleItem extends Problem {
  constructor(readonly current: ClearanceItemView) {
    super(
      409,
      "Someone else saved this item meanwhile. Their version is shown; make your change again.",
      {},
      undefined,
      { current },
    );
  }
}

/**
 * Writes the values `change` makes of the item, audited, if it is still at `expectedVersion`;
 * 409 with the values saved meanwhile when it is not.
 */
export async function saveItem(
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  expectedVersion: number,
  change: (item: StoredClearanceItem) => Values,
): Promise<ClearanceItemView> {
  return db().transaction(async (tx) => {
    const item = await itemOf(submissionId, itemId, tx);
    if (item.version !== expectedVersion) throw new StaleItem(clearanceItemView(item));
    const saved = await writeItem(tx, user.id, item, change(item));
    if (!saved) throw new StaleItem(clearanceItemView(await itemOf(submissionId, itemId)));
    return clearanceItemView(saved);
  });
}

/** PATCH …/items/{itemId}: saves the change if the item is still at `expected_version`. */
export async function updateItem(
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  { expected_version, ...change }: ItemChange,
): Promise<ClearanceItemView> {
  if (change.assignee_id) await refuseUnknownResearcher(change.assignee_id);
  return saveItem(user, submissionId, itemId, expected_version, (item) => valuesOf(item, change));
}

/**
 * POST …/items/{itemId}/keep-as-before: an item a revision sent back takes its verdict from
 * before again (state, code and finding) in one step. Refused for an item that was not sent
 * back or no longer waits.
 */
export async function keepAsBefore(
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  { expected_version }: { expected_version: number },
): Promise<ClearanceItemView> {
  return db().transaction(async (tx) => {
    const item = await itemOf(submissionId, itemId, tx);
    if (item.version !== expected_version) throw new StaleItem(clearanceItemView(item));
    const before = item.sentBack;
    if (!before)
      throw new Problem(
        409,
        `“${item.canonical}” was not sent back by a revised draft: it has no verdict from before to keep. Choose its code and write its finding.`,
      );
    if (!waitsAsSentBack(item))
      throw new Problem(
        409,
        `“${item.canonical}” is ${ITEM_STATES[item.state].label.toLowerCase()} already: there is nothing to keep from before.`,
      );
    const values: Values = {
      state: keptState(before.state),
      code: before.code,
      finding: before.finding,
    };
    const saved = await writeItem(tx, user.id, item, values, "kept-as-before");
    if (!saved) throw new StaleItem(clearanceItemView(await itemOf(submissionId, itemId)));
    return clearanceItemView(saved);
  });
}

async function refuseUnknownResearcher(userId: string) {
  if (!(await researchersOf()).some((researcher) => researcher.id === userId))
    throw new Problem(400, "Items can only be assigned to a researcher.", {}, "assignee_id");
}

/** Those of the items that are the submission's, locked for the transaction. */
const lockedItemsOf = (tx: Transaction, submissionId: string, ids: string[]) =>
  tx
    .select()
    .from(clearanceItems)
    .where(and(eq(clearanceItems.submissionId, submissionId), inArray(clearanceItems.id, ids)))
    .orderBy(asc(clearanceItems.position))
    .for("update");

async function itemsOf(tx: Transaction, submissionId: string, ids: string[]) {
  const items = await lockedItemsOf(tx, submissionId, ids);
  if (items.length !== new Set(ids).size) throw itemMissing();
  return items;
}

/** POST …/items/bulk: one change to every selected item, all or nothing. */
export async function bulkChange(user: SignedInUser, submissionId: string, change: BulkChange) {
  await existingSubmission(submissionId);
  if (change.action === "assign" && change.assignee_id)
    await refuseUnknownResearcher(change.assignee_id);
  return db().transaction(async (tx) => {
    const items = await itemsOf(tx, submissionId, change.item_ids);
    const canned = change.action === "set_code" ? cannedFindingOf(items, change) : undefined;
    let updated = 0;
    const changed: BulkUndo["items"] = [];
    for (const item of items) {
      const values = bulkValues(item, change, canned);
      if (!values) continue;
      const action = `${BULK_ACTION}${change.action.replace("_", "-")}`;
      const saved = await writeItem(tx, user.id, item, values, action);
      if (!saved) continue;
      updated++;
      if (saved.version !== item.version)
        changed.push({ id: saved.id, expected_version: saved.version });
    }
    // What the workbench's Undo sends back (undoBulkChange).
    return { updated, changed };
  });
}

/** How a bulk change's audit lines begin: "bulk-set-code", "bulk-dismiss"… */
const BULK_ACTION = "bulk-";

/** The audit's field names back to the item's columns. */
const COLUMN_OF = new Map(
  Object.entries(AUDITED).map(([column, name]) => [name as string, column as Audited]),
);

/** The values an audit line's `before` records, as the item's columns. */
function valuesBefore(before: Record<string, unknown>): Values {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(before)) {
    const column = COLUMN_OF.get(name);
    if (column) values[column] = value;
  }
  return values as Values;
}

async function latestEventOf(tx: Transaction, itemId: string) {
  const [event] = await tx
    .select({ action: clearanceItemEvents.action, before: clearanceItemEvents.before })
    .from(clearanceItemEvents)
    .where(eq(clearanceItemEvents.itemId, itemId))
    .orderBy(desc(clearanceItemEvents.createdAt))
    .limit(1);
  return event;
}

type Refused = { id: string; text: string | null };

/** "“Dana” was changed since and keeps its new values; 1 item was merged away since". */
function changedSince(refused: Refused[]): string {
  const names = refused.flatMap(({ text }) => (text === null ? [] : [text]));
  const gone = refused.length - names.length;
  const one = names.length === 1;
  return [
    names.length
      ? `${someNamed(names)} ${one ? "was" : "were"} changed since and ${one ? "keeps its" : "keep their"} new values`
      : "",
    gone ? `${gone === 1 ? "1 item was" : `${gone} items were`} merged away since` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/**
 * POST …/items/bulk/undo: each item back to what the bulk change that left it at
 * `expected_version` replaced, ignoring the moves between states (it is the state it had). An
 * item saved or merged since keeps what it has and is named; when that is every item, nothing
 * is undone (409).
 */
export async function undoBulkChange(
  user: SignedInUser,
  submissionId: string,
  { items: named }: BulkUndo,
): Promise<{ restored: number; refused: Refused[]; message: string }> {
  await existingSubmission(submissionId);
  return db().transaction(async (tx) => {
    const items = await lockedItemsOf(
      tx,
      submissionId,
      named.map(({ id }) => id),
    );
    const byId = new Map(items.map((item) => [item.id, item]));
    const refused: Refused[] = [];
    let restored = 0;
    for (const { id, expected_version } of named) {
      const item = byId.get(id);
      const event = item?.version === expected_version ? await latestEventOf(tx, id) : undefined;
      if (!item || !event?.action.startsWith(BULK_ACTION)) {
        refused.push({ id, text: item?.canonical ?? null });
        continue;
      }
      await writeItem(tx, user.id, item, valuesBefore(event.before), "undone");
      restored++;
    }
    if (restored === 0)
      throw new Problem(409, `Nothing was undone: ${changedSince(refused)}.`, {}, undefined, {
        refused,
      });
    const undone = `Undone on ${restored === 1 ? "1 item" : `${restored} items`}`;
    return {
      restored,
      refused,
      message: refused.length ? `${undone}; ${changedSince(refused)}.` : `${undone}.`,
    };
  });
}

/** The review's sign-off (lib/reports/review.ts): every item with a finding becomes reviewed. */
export async function markFindingsReviewed(tx: Transaction, actor: string, submissionId: string) {
  const items = await tx
    .select()
    .from(clearanceItems)
    .where(
      and(
        eq(clearanceItems.submissionId, submissionId),
        eq(clearanceItems.state, "finding_recorded"),
      ),
    )
    .for("update");
  for (const item of items) await writeItem(tx, actor, item, { state: "reviewed" }, "reviewed");
}

type SetCode = Extract<BulkChange, { action: "set_code" }>;

/**
 * The canned finding a bulk code applies. Without one, every selected item must have its own
 * finding already: coding in bulk never leaves an item coded without a finding.
 */
function cannedFindingOf(items: StoredClearanceItem[], change: SetCode) {
  if (change.canned_finding) {
    const canned = cannedFinding(change.code, change.canned_finding);
    if (!canned) throw new Problem(400, CANNED_FINDING_UNKNOWN, {}, "canned_finding");
    return canned;
  }
  const blank = items.filter((item) => lacksFinding({ ...item, code: change.code }));
  if (blank.length === 0) return undefined;
  throw new Problem(
    409,
    `${itemsHave(blank.length)} no finding yet (${someNamed(blank.map((item) => item.canonical))}): choose a canned finding to apply, or write each one in the item.`,
    {},
    "canned_finding",
  );
}

/** What a bulk action does to one item; undefined where it does not apply (already dismissed). */
function bulkValues(
  item: StoredClearanceItem,
  change: BulkChange,
  canned: CannedFinding | undefined,
): Values | undefined {
  switch (change.action) {
    case "set_code":
      return valuesOf(item, {
        code: change.code,
        ...(canned ? { finding: fillCannedFinding(canned, item.canonical) } : {}),
      });
    case "assign":
      return { assigneeId: change.assignee_id };
    case "confirm":
      return item.state === "detected" || item.state === "dismissed"
        ? { state: "confirmed" }
        : undefined;
    case "dismiss":
      return ITEM_STATE_MOVES[item.state].includes("dismissed")
        ? { state: "dismissed" }
        : undefined;
  }
}

const byPlace = (a: Occurrence, b: Occurrence) =>
  a.elementIndex - b.elementIndex || a.start - b.start;

/** One list of places, each once. */
function unionOfPlaces(lists: Occurrence[][]): Occurrence[] {
  const seen = new Map<string, Occurrence>();
  for (const occurrence of lists.flat())
    seen.set(`${occurrence.elementIndex}:${occurrence.start}`, occurrence);
  return [...seen.values()].sort(byPlace);
}

async function audit(
  tx: Transaction,
  actor: string,
  item: StoredClearanceItem,
  action: string,
  after: Record<string, unknown>,
) {
  await tx
    .insert(clearanceItemEvents)
    .values({ itemId: item.id, submissionId: item.submissionId, actor, action, after });
}

/**
 * POST …/items/merge: `keep_id` takes the occurrences, variants, keys and ids of the others, which
 * go.
 */
export async function mergeItems(
  user: SignedInUser,
  submissionId: string,
  { keep_id, item_ids }: { keep_id: string; item_ids: string[] },
): Promise<ClearanceItemView> {
  const others = item_ids.filter((id) => id !== keep_id);
  if (others.length === 0)
    throw new Problem(400, "Select at least two items to merge.", {}, "item_ids");
  return db().transaction(async (tx) => {
    const items = await itemsOf(tx, submissionId, [keep_id, ...others]);
    const kept = items.find((item) => item.id === keep_id)!;
    const merged = items.filter((item) => item.id !== keep_id);
    const variants = new Set([
      ...kept.variants,
      ...merged.flatMap((item) => [item.canonical, ...item.variants]),
    ]);
    variants.delete(kept.canonical);
    const [saved] = await tx
      .update(clearanceItems)
      .set({
        occurrences: unionOfPlaces(items.map((item) => item.occurrences)),
        variants: [...variants],
        mergedKeys: [
          ...new Set([
            ...kept.mergedKeys,
            ...merged.flatMap((item) => [item.itemKey, ...item.mergedKeys]),
          ]),
        ],
        mergedIds: [
          ...new Set([
            ...kept.mergedIds,
            ...merged.flatMap((item) => [item.id, ...item.mergedIds]),
          ]),
        ],
        risk: Math.max(...items.map((item) => item.risk)),
        version: kept.version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(clearanceItems.id, kept.id))
      .returning();
    const mergedIds = merged.map((item) => item.id);
    // Their comment threads move to the item that stays.
    await tx.update(comments).set({ itemId: kept.id }).where(inArray(comments.itemId, mergedIds));
    await tx.delete(clearanceItems).where(inArray(clearanceItems.id, mergedIds));
    await audit(tx, user.id, kept, "merged", { merged: merged.map((item) => item.canonical) });
    return clearanceItemView(saved!);
  });
}

/**
 * POST …/items/{itemId}/split: the chosen occurrences move to a new researcher's item. The indexes
 * are into the list the researcher saw, so the item must still be at `expected_version`.
 */
export async function splitItem(
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  { expected_version, occurrences: moving, text }: SplitInput,
): Promise<{ kept: ClearanceItemView; split: ClearanceItemView }> {
  return db().transaction(async (tx) => {
    const [item] = await itemsOf(tx, submissionId, [itemId]);
    if (item!.version !== expected_version) throw new StaleItem(clearanceItemView(item!));
    const chosen = new Set(moving);
    if ([...chosen].some((index) => index >= item!.occurrences.length))
      throw new Problem(400, "Choose occurrences of this item.", {}, "occurrences");
    if (chosen.size >= item!.occurrences.length)
      throw new Problem(400, "Leave at least one occurrence on the item.", {}, "occurrences");
    const moved = item!.occurrences.filter((_, index) => chosen.has(index));
    const name = text || moved[0]!.text;
    const [split] = await insertOwnItem(tx, user, item!, name, moved);
    const [kept] = await tx
      .update(clearanceItems)
      .set({
        occurrences: item!.occurrences.filter((_, index) => !chosen.has(index)),
        version: item!.version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(clearanceItems.id, itemId))
      .returning();
    await audit(tx, user.id, item!, "split", { moved: moved.length, into: name });
    return { kept: clearanceItemView(kept!), split: clearanceItemView(split!) };
  });
}

/** A researcher's item; its key carries its id when the same text is an item already. */
async function insertOwnItem(
  tx: Transaction,
  user: SignedInUser,
  like: Pick<StoredClearanceItem, "submissionId" | "scriptFileId" | "category">,
  text: string,
  occurrences: Occurrence[],
) {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${clearanceItems.position}), -1)` })
    .from(clearanceItems)
    .where(eq(clearanceItems.submissionId, like.submissionId));
  const id = crypto.randomUUID();
  const key = `${manualItemKey(like.category, text)}#${id}`;
  const rows = await tx
    .insert(clearanceItems)
    .values({
      id,
      submissionId: like.submissionId,
      scriptFileId: like.scriptFileId,
      itemKey: key,
      position: (last?.position ?? -1) + 1,
      category: like.category,
      canonical: text,
      occurrences,
      signals: [],
      risk: 50,
      suggestedCode: "INFO",
      source: "researcher",
      state: "confirmed",
      updatedBy: user.id,
    })
    .returning();
  await audit(tx, user.id, rows[0]!, "created", { text, occurrences: occurrences.length });
  return rows;
}

/** POST …/items: a researcher's own item, its occurrences looked for in the current script. */
export async function addItem(
  user: SignedInUser,
  submissionId: string,
  { category, text }: { category: StoredClearanceItem["category"]; text: string },
): Promise<ClearanceItemView> {
  await existingSubmission(submissionId);
  const script = await currentScriptOf(submissionId);
  const [file] = script
    ? await db()
        .select({ screenplay: scriptFiles.screenplay })
        .from(scriptFiles)
        .where(eq(scriptFiles.id, script.id))
    : [];
  const occurrences = file?.screenplay
    ? findTextOccurrences(file.screenplay, category, [text])
    : [];
  const same = await db()
    .select({ id: clearanceItems.id })
    .from(clearanceItems)
    .where(
      and(
        eq(clearanceItems.submissionId, submissionId),
        eq(clearanceItems.category, category),
        sql`lower(${clearanceItems.canonical}) = lower(${text})`,
      ),
    );
  if (same.length > 0)
    throw new Problem(409, `“${text}” is already an item in this category.`, {}, "text");
  return db().transaction(async (tx) => {
    const [item] = await insertOwnItem(
      tx,
      user,
      { submissionId, scriptFileId: script?.id ?? null, category },
      text,
      occurrences,
    );
    return clearanceItemView(item!);
  });
}

/** Every change to the item, newest first. */
async function itemHistory({ id: itemId }: StoredClearanceItem): Promise<ItemEventView[]> {
  const rows = await db()
    .select({ event: clearanceItemEvents, email: userProfiles.email })
    .from(clearanceItemEvents)
    .leftJoin(userProfiles, eq(userProfiles.userId, clearanceItemEvents.actor))
    .where(eq(clearanceItemEvents.itemId, itemId))
    .orderBy(desc(clearanceItemEvents.createdAt));
  return rows.map(({ event, email }) => ({
    id: event.id,
    actor: event.actor,
    actor_email: email,
    action: event.action,
    before: event.before,
    after: event.after,
    created_at: event.createdAt.toISOString(),
  }));
}

/**
 * Findings on the same key in other submissions, newest first (the knowledge base). Only the
 * finding crosses: nothing about the other customer or their script.
 */
async function itemKnowledge(item: StoredClearanceItem): Promise<KnowledgeView[]> {
  const baseKey = item.itemKey.split("#")[0]!;
  const rows = await db()
    .select({
      id: clearanceItems.id,
      code: clearanceItems.code,
      finding: clearanceItems.finding,
      recommendation: clearanceItems.recommendation,
      updatedAt: clearanceItems.updatedAt,
      number: sql<
        number | null
      >`(select max(o.number) from ${orders} o where o.submission_id = ${clearanceItems}.submission_id and o.status = 'paid')`,
    })
    .from(clearanceItems)
    .where(
      and(
        // A researcher's own items carry "#id" after the key they share with everyone's.
        or(eq(clearanceItems.itemKey, baseKey), like(clearanceItems.itemKey, `${baseKey}#%`)),
        ne(clearanceItems.submissionId, item.submissionId),
        inArray(clearanceItems.state, ["finding_recorded", "reviewed"]),
      ),
    )
    .orderBy(desc(clearanceItems.updatedAt))
    .limit(5);
  return rows.map((row) => ({
    item_id: row.id,
    code: row.code,
    finding: row.finding,
    recommendation: row.recommendation,
    order_number: row.number === null ? null : orderNumber(row.number),
    updated_at: row.updatedAt.toISOString(),
  }));
}
