/**
 * Stores a first pass over a submission's script without wiping anyone's work: items
 * are matched by category and key, so a researcher's code, finding and state stay where they
 * were and only the occurrences move with the script.
 */
import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import type { Transaction } from "@/lib/db/client";
import { clearanceItems } from "@/lib/db/schema";
import { findTextOccurrences } from "@/lib/first-pass/find-text";
import type { Analysis, ClearanceItem, Occurrence } from "@/lib/first-pass/model";
import type { Screenplay } from "@/lib/screenplay/model";

import type { StoredClearanceItem } from "./store";

const INSERT_BATCH = 500;

const placeOf = (occurrence: Occurrence) => `${occurrence.elementIndex}:${occurrence.start}`;

/** Whether a researcher has touched the item: such an item is never deleted by an analysis. */
export const holdsWork = (item: StoredClearanceItem) =>
  item.source !== "automatic" ||
  item.state !== "detected" ||
  item.code !== null ||
  item.finding !== "" ||
  item.recommendation !== "" ||
  item.alternatives.length > 0 ||
  item.sources.length > 0 ||
  item.internalNote !== "" ||
  item.assigneeId !== null ||
  item.mergedKeys.length > 0;

type Found = Omit<ClearanceItem, "id"> & { key: string; position: number };

/** The analysis's items under the keys they belong to now (merges followed, claimed places left). */
function foundItems(analysis: Analysis, existing: StoredClearanceItem[], claimed: Set<string>) {
  const mergedInto = new Map(
    existing.flatMap((item) => item.mergedKeys.map((key) => [key, item.itemKey] as const)),
  );
  const found = new Map<string, Found>();
  analysis.items.forEach(({ id, ...item }, position) => {
    const occurrences = item.occurrences.filter((occurrence) => !claimed.has(placeOf(occurrence)));
    if (occurrences.length === 0) return;
    const key = mergedInto.get(id) ?? id;
    const earlier = found.get(key);
    if (!earlier) {
      found.set(key, { ...item, occurrences, key, position });
      return;
    }
    earlier.occurrences = [...earlier.occurrences, ...occurrences].sort(
      (a, b) => a.elementIndex - b.elementIndex || a.start - b.start,
    );
    earlier.variants = [...new Set([...earlier.variants, item.canonical, ...item.variants])];
    earlier.risk = Math.max(earlier.risk, item.risk);
  });
  return found;
}

/**
 * Applies `analysis` of `scriptFileId` to the submission's items, inside the caller's transaction:
 * found items are inserted or updated, the researchers' own items are looked for again in the new
 * text, and items no longer found are deleted unless someone worked on them (those are kept,
 * marked missing from the script).
 */
export async function applyAnalysis(
  tx: Transaction,
  target: { submissionId: string; scriptFileId: string; screenplay: Screenplay },
  analysis: Analysis,
): Promise<void> {
  const { submissionId, scriptFileId, screenplay } = target;
  const existing = await tx
    .select()
    .from(clearanceItems)
    .where(eq(clearanceItems.submissionId, submissionId));
  const own = existing.filter((item) => item.source !== "automatic");
  const claimed = new Set<string>();
  for (const item of own) {
    const occurrences = findTextOccurrences(screenplay, item.category, [
      item.canonical,
      ...item.variants,
    ]);
    occurrences.forEach((occurrence) => claimed.add(placeOf(occurrence)));
    await tx
      .update(clearanceItems)
      .set({
        occurrences,
        scriptFileId,
        missingSince: occurrences.length > 0 ? null : (item.missingSince ?? new Date()),
      })
      .where(eq(clearanceItems.id, item.id));
  }

  const found = foundItems(analysis, existing, claimed);
  const after = own.length;
  const rows = [...found.values()].map(({ key, position, ...item }) => ({
    ...item,
    itemKey: key,
    submissionId,
    scriptFileId,
    position: position + after,
  }));
  // In batches: one statement may carry at most 65,535 parameters.
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    await tx
      .insert(clearanceItems)
      .values(rows.slice(from, from + INSERT_BATCH))
      .onConflictDoUpdate({
        target: [clearanceItems.submissionId, clearanceItems.itemKey],
        set: {
          scriptFileId: sql`excluded.script_file_id`,
          position: sql`excluded.position`,
          variants: sql`excluded.variants`,
          occurrences: sql`excluded.occurrences`,
          signals: sql`excluded.signals`,
          risk: sql`excluded.risk`,
          suggestedCode: sql`excluded.suggested_status`,
          missingSince: null,
        },
      });
  }

  const gone = existing.filter((item) => item.source === "automatic" && !found.has(item.itemKey));
  const worked = gone.filter(holdsWork);
  const untouched = gone.filter((item) => !holdsWork(item)).map((item) => item.id);
  if (untouched.length > 0)
    await tx.delete(clearanceItems).where(inArray(clearanceItems.id, untouched));
  if (worked.length > 0)
    await tx
      .update(clearanceItems)
      .set({ occurrences: [], missingSince: sql`coalesce(${clearanceItems.missingSince}, now())` })
      .where(
        inArray(
          clearanceItems.id,
          worked.map((item) => item.id),
        ),
      );
}
