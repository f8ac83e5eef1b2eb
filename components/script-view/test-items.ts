import type { ClearanceCategory } from "@/config/submissions";

import type { HighlightItem } from "./segments";

/** An item for tests, its places as [page, elementIndex, start, end]. */
export const testItem = (
  id: string,
  category: ClearanceCategory,
  canonical: string,
  code: string,
  ...places: [number, number, number, number][]
): HighlightItem => ({
  id,
  category,
  canonical,
  suggested_status: code,
  occurrences: places.map(([page, elementIndex, start, end]) => ({
    page,
    elementIndex,
    start,
    end,
  })),
});
