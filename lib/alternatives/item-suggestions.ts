/**
 * The suggestions an item's editor shows (clearance-domain.md §2.5). An accepted one becomes one
 * of the item's alternatives through the item's own save; a rejected one is recorded in the
 * item's history and never offered again. Callers have checked the admin role.
 */
import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import { ITEM_LIMITS } from "@/config/item-states";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { clearanceItemEvents, clearanceItems } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";

import type { ItemSuggestionsView } from "./model";
import { suggestAlternatives } from "./suggest";

/** The history line of a rejected suggestion. */
export const REJECTED_SUGGESTION = "rejected-suggestion";

/** POST …/alternatives: the suggestion a researcher rejects. */
export const rejectSuggestionInput = z.object({
  rejected: z
    .string()
    .trim()
    .min(1, "Say which suggestion to reject.")
    .max(ITEM_LIMITS.alternativeLength, "That is no suggestion of this item."),
});

const itemMissing = () => new Problem(404, "This item does not exist on this submission.");
const isId = (id: string) => z.uuid().safeParse(id).success;
const key = (text: string) => text.trim().toLowerCase();

async function itemOf(submissionId: string, itemId: string) {
  if (!isId(submissionId) || !isId(itemId)) throw itemMissing();
  const [item] = await db()
    .select()
    .from(clearanceItems)
    .where(and(eq(clearanceItems.id, itemId), eq(clearanceItems.submissionId, submissionId)));
  if (!item) throw itemMissing();
  return item;
}

async function rejectedOf(itemId: string): Promise<Set<string>> {
  const rows = await db()
    .select({ after: clearanceItemEvents.after })
    .from(clearanceItemEvents)
    .where(
      and(
        eq(clearanceItemEvents.itemId, itemId),
        eq(clearanceItemEvents.action, REJECTED_SUGGESTION),
      ),
    );
  return new Set(rows.map(({ after }) => key(String(after.suggestion ?? ""))));
}

/** GET …/items/{itemId}/alternatives: the item's suggestions it has not taken or rejected. */
export async function itemSuggestions(
  submissionId: string,
  itemId: string,
): Promise<ItemSuggestionsView> {
  const item = await itemOf(submissionId, itemId);
  const rejected = await rejectedOf(item.id);
  const taken = new Set([...item.alternatives.map(key), ...rejected]);
  // Asked for enough to be left with a full list once the taken and rejected are out.
  const { kind, suggestions } = suggestAlternatives(item, undefined, taken.size);
  return {
    item_id: item.id,
    kind,
    suggestions: suggestions.filter(({ text }) => !taken.has(key(text))),
  };
}

/** POST …/items/{itemId}/alternatives: rejects one of the item's suggestions, for good. */
export async function rejectSuggestion(
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  { rejected }: z.infer<typeof rejectSuggestionInput>,
): Promise<ItemSuggestionsView> {
  const before = await itemSuggestions(submissionId, itemId);
  if (!before.suggestions.some(({ text }) => key(text) === key(rejected)))
    throw new Problem(409, `“${rejected}” is not among this item's suggestions.`, {}, "rejected");
  await db()
    .insert(clearanceItemEvents)
    .values({
      itemId,
      submissionId,
      actor: user.id,
      action: REJECTED_SUGGESTION,
      after: { suggestion: rejected },
    });
  return itemSuggestions(submissionId, itemId);
}
