/** What the results table may send, validated at the API's boundary. */
import { z } from "zod";

import { cannedFinding, CANNED_FINDING_UNKNOWN } from "@/config/canned-findings";
import { ITEM_LIMITS, ITEM_STATE_VALUES } from "@/config/item-states";
import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { VERDICT_CODE_VALUES } from "@/config/verdict-codes";
import type { StoredSourceRecord } from "@/lib/db/schema";

const CODES = VERDICT_CODE_VALUES;
const CATEGORIES = CLEARANCE_CATEGORIES.map(({ value }) => value);

const code = z.enum(CODES, { error: "code must be one of the status codes (NC, CC, C …)" });
const category = z.enum(CATEGORIES, { error: "category must be one of the clearance categories" });
const state = z.enum(ITEM_STATE_VALUES, { error: "state must be one of the item states" });
const itemId = z.uuid({ error: "Each item id must be an item of this submission." });

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max.toLocaleString("en-US")} characters.`);
const list = (what: string, items: number, length: number) =>
  z
    .array(text(what, length).min(1, `${what} cannot be empty.`))
    .max(items, `At most ${items} ${what.toLowerCase()}s.`);

/** A calendar day, YYYY-MM-DD, that has happened (today counts, in any time zone). */
const checkedOn = z.iso
  .date({ error: "The date searched must be a day (YYYY-MM-DD)." })
  .refine((day) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
    error: "The date searched cannot be in the future.",
  });

/**
 * One search a researcher made for an item (docs/clearance-domain.md §2.3): where (a register, a
 * directory, a search engine… named from config/research-sources.ts or typed), what was asked,
 * what it answered and when. The report lists these and nothing else as its sources.
 */
export const sourceRecordInput = z
  .object({
    source: text("The source", ITEM_LIMITS.sourceNameLength).min(1, "Name the source searched."),
    query: text("The query", ITEM_LIMITS.sourceTextLength),
    result: text("The result", ITEM_LIMITS.sourceTextLength),
    checked_on: checkedOn,
  })
  .strict() satisfies z.ZodType<StoredSourceRecord>;
export type SourceRecord = z.infer<typeof sourceRecordInput>;

/** The item's version as the writer read it: every write to an item names one. */
const expectedVersion = z.number({ error: "expected_version is required" }).int().positive();

/** PATCH …/items/{itemId}: the version read, and the fields that change. */
export const itemChangeInput = z
  .object({
    expected_version: expectedVersion,
    state: state.optional(),
    code: code.nullable().optional(),
    finding: text("The finding", ITEM_LIMITS.findingLength).optional(),
    recommendation: text("The recommendation", ITEM_LIMITS.findingLength).optional(),
    alternatives: list(
      "Alternative",
      ITEM_LIMITS.alternatives,
      ITEM_LIMITS.alternativeLength,
    ).optional(),
    sources: z
      .array(sourceRecordInput)
      .max(ITEM_LIMITS.sources, `At most ${ITEM_LIMITS.sources} sources.`)
      .optional(),
    internal_note: text("The internal note", ITEM_LIMITS.findingLength).optional(),
    assignee_id: z.string().min(1).nullable().optional(),
  })
  .strict();
export type ItemChange = z.infer<typeof itemChangeInput>;

/** POST …/items/{itemId}/keep-as-before: the version read, as for any write to an item. */
export const keepAsBeforeInput = z.object({ expected_version: expectedVersion }).strict();

/** POST …/items: a researcher's own item, found in the script by its text. */
export const newItemInput = z.object({
  category,
  text: text("The item's text", ITEM_LIMITS.textLength).min(1, "Type the item's text."),
});

const itemIds = z
  .array(itemId)
  .min(1, "Select at least one item.")
  .max(ITEM_LIMITS.bulkItems, `At most ${ITEM_LIMITS.bulkItems} items at once.`);

/** POST …/items/bulk: one change to every selected item. */
export const bulkInput = z.discriminatedUnion(
  "action",
  [
    z
      .object({
        action: z.literal("set_code"),
        item_ids: itemIds,
        code,
        /** A canned finding of `code`, which becomes each item's finding with its name in it. */
        canned_finding: z.string().max(100).optional(),
      })
      .refine(
        (change) =>
          change.canned_finding === undefined ||
          cannedFinding(change.code, change.canned_finding) !== undefined,
        { message: CANNED_FINDING_UNKNOWN, path: ["canned_finding"] },
      ),
    z.object({ action: z.literal("confirm"), item_ids: itemIds }),
    z.object({ action: z.literal("dismiss"), item_ids: itemIds }),
    z.object({
      action: z.literal("assign"),
      item_ids: itemIds,
      assignee_id: z.string().min(1).nullable(),
    }),
  ],
  { error: "action must be set_code, confirm, dismiss or assign" },
);
export type BulkChange = z.infer<typeof bulkInput>;

/**
 * POST …/items/bulk/undo: the items a bulk change changed, each at the version it left them; an
 * item saved since keeps its new values.
 */
export const bulkUndoInput = z.object({
  items: z
    .array(z.object({ id: itemId, expected_version: expectedVersion }).strict())
    .min(1, "Name the items to restore.")
    .max(ITEM_LIMITS.bulkItems, `At most ${ITEM_LIMITS.bulkItems} items at once.`),
});
export type BulkUndo = z.infer<typeof bulkUndoInput>;

/** POST …/items/merge: `keep_id` keeps the occurrences and variants of all. */
export const mergeInput = z.object({
  keep_id: itemId,
  item_ids: itemIds,
});

/**
 * POST …/items/{itemId}/split: the occurrences (by index in the item's list) that move out, and
 * the version whose list the indexes were read from.
 */
export const splitInput = z.object({
  expected_version: expectedVersion,
  occurrences: z.array(z.number().int().nonnegative()).min(1, "Choose the occurrences to move."),
  text: text("The new item's name", ITEM_LIMITS.textLength).optional(),
});
export type SplitInput = z.infer<typeof splitInput>;

/** ?category=&code=&state=&finding=&page_from=&page_to=&q=&sort= of the results table. */
export const itemsQueryInput = z.object({
  category: category.optional(),
  code: z.union([code, z.literal("none")]).optional(),
  state: state.optional(),
  /** "missing": items coded or worked without a finding, which keep a report from publishing. */
  finding: z.enum(["missing"]).optional(),
  /**
   * A revision's marks: items whose verdict was carried forward, those that need research, or
   * those it sent back with a verdict that still wait for a researcher.
   */
  revision: z.enum(["carried_forward", "not_carried_forward", "sent_back"]).optional(),
  page_from: z.coerce.number().int().positive().optional(),
  page_to: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
  assignee: z.string().max(200).optional(),
  sort: z.enum(["position", "risk", "name", "category", "occurrences", "state", "code"]).optional(),
});
export type ItemsQuery = z.infer<typeof itemsQueryInput>;

export const itemsQuery = (params: URLSearchParams): ItemsQuery =>
  itemsQueryInput.parse(
    Object.fromEntries([...params.entries()].filter(([, value]) => value !== "")),
  );
