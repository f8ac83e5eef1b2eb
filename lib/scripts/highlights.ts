/**
 * The items as the script view highlights them. Imports nothing at run time, so the browser's
 * bundle can map the API's items with it (the view model's module reads word lists from disk).
 */
import type { ClearanceCategory } from "@/config/submissions";

/** What the view needs of an item: its name, category, code and where it occurs. */
export type HighlightItem = {
  id: string;
  category: ClearanceCategory;
  canonical: string;
  suggested_status: string;
  occurrences: { page: number; elementIndex: number; start: number; end: number }[];
};

/** An item as the view needs it, without its signals and snippets (a tenth of the weight). */
export function highlightItem(item: {
  id: string;
  category: ClearanceCategory;
  canonical: string;
  suggested_status: string;
  occurrences: readonly HighlightItem["occurrences"][number][];
}): HighlightItem {
  return {
    id: item.id,
    category: item.category,
    canonical: item.canonical,
    suggested_status: item.suggested_status,
    occurrences: item.occurrences.map(({ page, elementIndex, start, end }) => ({
      page,
      elementIndex,
      start,
      end,
    })),
  };
}
