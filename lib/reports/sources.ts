/**
 * A report's sources (docs/clearance-domain.md §2.3): each item's searches as one line, and the
 * "Sources consulted" summary drawn only from what the researchers recorded, so nothing is listed
 * that nobody searched.
 */
import { formatDay } from "@/lib/site/format-date";

import type { ReportItem, ReportSource } from "./snapshot";

/** One source of the summary: how many items were searched in it, and between which days. */
export type ConsultedSource = { source: string; items: number; first: string; last: string };

/** "Companies House, “Harrowgate Tackle”: no company of that name (Nov 28, 2026)". */
export function sourceLine({ source, query, result, checkedOn }: ReportSource): string {
  const asked = query ? `, “${query}”` : "";
  const answered = result ? `: ${result}` : "";
  return `${source}${asked}${answered} (${formatDay(checkedOn)})`;
}

/** The days a summary row's searches were made: "Nov 2, 2026" or "Nov 2, 2026 – Nov 28, 2026". */
export const daysOf = ({ first, last }: ConsultedSource) =>
  first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`;

/** "WhitePages: 12 items, Nov 2, 2026 – Nov 28, 2026". */
export const consultedLine = (consulted: ConsultedSource) =>
  `${consulted.source}: ${consulted.items} item${consulted.items === 1 ? "" : "s"}, ${daysOf(consulted)}`;

/**
 * Every source the items record, once (names compared without case), with the number of items
 * searched in it and the first and last day; the most used first. Empty when none were recorded.
 */
export function sourcesConsulted(items: readonly Pick<ReportItem, "sources">[]): ConsultedSource[] {
  const bySource = new Map<string, ConsultedSource & { counted: Set<number> }>();
  items.forEach((item, index) => {
    for (const { source, checkedOn } of item.sources ?? []) {
      const key = source.trim().toLowerCase();
      let row = bySource.get(key);
      if (!row) {
        row = {
          source: source.trim(),
          items: 0,
          first: checkedOn,
          last: checkedOn,
          counted: new Set(),
        };
        bySource.set(key, row);
      }
      row.counted.add(index);
      row.items = row.counted.size;
      if (checkedOn < row.first) row.first = checkedOn;
      if (checkedOn > row.last) row.last = checkedOn;
    }
  });
  return [...bySource.values()]
    .map(({ source, items: count, first, last }) => ({ source, items: count, first, last }))
    .sort((a, b) => b.items - a.items || a.source.localeCompare(b.source));
}
