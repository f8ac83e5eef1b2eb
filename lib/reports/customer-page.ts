import type { ReportView } from "./read";

/**
 * The report as the customer's page (`/submission/{id}`) reads it first: each item's places once
 * per page and scene, the first one still saying where it is in the script (the item's "In the
 * script" link), and none of the script's lines around them. The page shows, filters and links
 * by nothing else, and a long report's HTML carried each place in full (a lead character has
 * hundreds) for nothing (docs/decisions/0008-page-cost.md, "The customer's report").
 */
export function reportForCustomerPage(report: ReportView): ReportView {
  return {
    ...report,
    items: report.items.map((item) => {
      const seen = new Set<string>();
      return {
        ...item,
        occurrences: item.occurrences.flatMap(({ page, scene, at }, index) => {
          const key = `${page}\u0000${scene}`;
          if (seen.has(key)) return [];
          seen.add(key);
          return [index === 0 ? { page, scene, at } : { page, scene }];
        }),
      };
    }),
  };
}
