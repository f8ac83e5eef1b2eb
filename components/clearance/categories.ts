import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import type { ClearanceCounts } from "@/lib/clearance-items/store";

const LABELS = Object.fromEntries(
  CLEARANCE_CATEGORIES.map(({ value, label }) => [value, label]),
) as Record<ClearanceCategory, string>;

export const categoryLabel = (category: ClearanceCategory) => LABELS[category];

/** The categories that have items, in the configuration's order, with their counts. */
export function countedCategories(counts: ClearanceCounts) {
  return CLEARANCE_CATEGORIES.flatMap(({ value, label }) => {
    const items = counts[value] ?? 0;
    return items > 0 ? [{ category: value, label, items }] : [];
  });
}
