/**
 * What a revised draft keeps of an item it sends back to research (docs/product.md §13,
 * "Revisions"): its verdict as "before", why it came back, and the old text beside the new
 * wherever it changed (reopen.ts works these out). The researcher then keeps the verdict in one
 * step or researches the item again. Safe for the browser: the workbench reads it too.
 */
import { OPEN_ITEM_STATES, type ItemState } from "@/config/clearance-items";
import type { Occurrence, StatusCode } from "@/lib/clearance/model";

/** The old draft's text where the item now is: its context, with the item's text if it was there. */
export type BeforeText = Pick<Occurrence, "snippet" | "text" | "start">;

/** One place of the item in text the revision added or changed. */
export type SentBackChange = {
  /** The place in the new draft (page, scene, context). */
  after: Occurrence;
  /** The same line in the old draft; null where the text is new. */
  before: BeforeText | null;
};

export type SentBack = {
  /** ISO time the revision's first pass sent it back. */
  at: string;
  /** The verdict before: the state, code and finding "keep as before" restores. */
  state: ItemState;
  code: StatusCode | null;
  finding: string;
  /** Why it came back, as the workbench says it. */
  reason: string;
  changes: SentBackChange[];
};

/** The state "keep as before" gives back: a reviewed verdict needs a new review. */
export const keptState = (before: SentBack["state"]): ItemState =>
  before === "reviewed" ? "finding_recorded" : before;

/** Whether the item waits in the "Sent back by revision" queue: sent back and not yet worked. */
export const waitsAsSentBack = (item: { state: ItemState; sentBack: SentBack | null }) =>
  item.sentBack !== null && OPEN_ITEM_STATES.includes(item.state);
