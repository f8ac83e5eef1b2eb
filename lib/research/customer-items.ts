/**
 * The quote's text boxes become items when the order is paid (source `customer`): the
 * names the customer asked us to check, found in the script like a researcher's own items.
 */
import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import type { Transaction } from "@/lib/db/client";
import { clearanceItemEvents, clearanceItems, scriptFiles, type TextBox } from "@/lib/db/schema";
import { findTextOccurrences, manualItemKey } from "@/lib/first-pass/find-text";

const CATEGORIES = new Set<string>(CLEARANCE_CATEGORIES.map(({ value }) => value));
const ASKED = "The customer asked for this to be checked.";

const categoryOf = (box: TextBox): ClearanceCategory =>
  box.category && CATEGORIES.has(box.category) ? (box.category as ClearanceCategory) : "other";

/**
 * Adds the customer's text boxes to the submission's items, in the payment's transaction. A box
 * the first pass already found confirms that item instead of repeating it; paying twice (a
 * retried webhook) adds nothing more.
 */
export async function addCustomerItems(
  tx: Transaction,
  submissionId: string,
  boxes: readonly TextBox[],
): Promise<void> {
  const wanted = boxes.filter((box) => box.text.trim());
  if (wanted.length === 0) return;
  const [script] = await tx
    .select({ id: scriptFiles.id, screenplay: scriptFiles.screenplay })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissionId), eq(scriptFiles.status, "parsed")))
    .orderBy(desc(scriptFiles.version))
    .limit(1);
  const existing = new Map(
    (
      await tx
        .select({
          id: clearanceItems.id,
          itemKey: clearanceItems.itemKey,
          state: clearanceItems.state,
        })
        .from(clearanceItems)
        .where(eq(clearanceItems.submissionId, submissionId))
    ).map((item) => [item.itemKey, item]),
  );
  let position = existing.size;
  for (const box of wanted) {
    const text = box.text.trim();
    const category = categoryOf(box);
    const key = manualItemKey(category, text);
    const found = existing.get(key);
    if (found) {
      if (found.state === "detected")
        await tx
          .update(clearanceItems)
          .set({ state: "confirmed", internalNote: ASKED })
          .where(eq(clearanceItems.id, found.id));
      continue;
    }
    const [added] = await tx
      .insert(clearanceItems)
      .values({
        submissionId,
        scriptFileId: script?.id ?? null,
        itemKey: `${key}#customer`,
        position: position++,
        category,
        canonical: text,
        occurrences: script?.screenplay
          ? findTextOccurrences(script.screenplay, category, [text])
          : [],
        signals: [{ kind: "customer-request", detail: ASKED, weight: 0.5 }],
        risk: 60,
        suggestedCode: "INFO",
        source: "customer",
        state: "confirmed",
      })
      .onConflictDoNothing()
      .returning({ id: clearanceItems.id });
    if (added)
      await tx.insert(clearanceItemEvents).values({
        itemId: added.id,
        submissionId,
        actor: "system",
        action: "created",
        after: { text, source: "customer" },
      });
  }
}
