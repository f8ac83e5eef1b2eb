/**
 * What a revised draft keeps of an item it sends back to research (docs/product.md §13,
 * "Revisions"): its verdict as "before", why it came back, and the old text beside the new
 * wherever it changed (reopen.ts works these out). The researcher then keeps the verdict in one
 * step or researches the item again. Safe for the browser: the workbench reads it too.
 */
import { OPEN_ITEM_STATES, type ItemState } from "@/config/item-states";
import type { SentBack } from "@/lib/db/schema";

// The stored shape lives with the table (lib/db/ imports no domain folder).
export type { BeforeText, SentBack, SentBackChange } from "@/lib/db/schema";

/** The state "keep as before" gives back: a reviewed verdict needs a new review. */
export const keptState = (before: SentBack["state"]): ItemState =>
  before === "reviewed" ? "finding_recorded" : before;

/** Whether the item waits in the "Sent back by revision" queue: sent back and not yet worked. */
export const waitsAsSentBack = (item: { state: ItemState; sentBack: SentBack | null }) =>
  item.sentBack !== null && OPEN_ITEM_STATES.includes(item.state);
