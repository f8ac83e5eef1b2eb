import { sectionsOf } from "./layout";
import type { ReportItemView, ReportView } from "./read";
import type { ReportOccurrence } from "./snapshot";
import { actionItemsOf } from "./summary";

/**
 * Items the customer's page renders on the server in each of its lists (the items to act on, and
 * the table or the cards): a screenful and more. The rest come once the page is live, so that a
 * long report's first paint waits for neither their HTML nor their hydration
 * (docs/perf/page-cost.md, "The customer's report").
 */
export const FIRST_ITEMS = 8;

/**
 * The report as the customer's page reads it: the whole view from the API, or the page's first
 * view from the server, `partial` until the page has read the whole one.
 */
export type CustomerPageReport = ReportView & {
  /**
   * Only the items the first view shows carry their details; the others carry what numbers,
   * orders and counts them (category, text, code, first page, decision) and nothing else.
   */
  partial?: true;
};

/** Each page and scene once, the first place still saying where it is in the script. */
function placesOnce(occurrences: ReportOccurrence[]): ReportOccurrence[] {
  const seen = new Set<string>();
  return occurrences.flatMap(({ page, scene, at }, index) => {
    const key = `${page}\u0000${scene}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [index === 0 ? { page, scene, at } : { page, scene }];
  });
}

/** An item the first view does not show: what places it in the lists, without its details. */
function outlineOf(item: ReportItemView): ReportItemView {
  const [first] = [...item.occurrences].sort((a, b) => a.page - b.page);
  return {
    ...item,
    variants: [],
    finding: "",
    recommendation: "",
    alternatives: [],
    sources: [],
    rightsContacts: [],
    occurrences: first ? [{ page: first.page, scene: first.scene }] : [],
    decision_history: [],
  };
}

/**
 * The report as the customer's page (`/submission/{id}`) reads it first. The items the server
 * renders (the first FIRST_ITEMS of the items to act on and of the list) come whole, with each
 * place once per page and scene and none of the script's lines around them; every other item
 * comes as an outline, its details read by the page once it is live. A long report's HTML carried
 * each item's finding, searches and places (a lead character has hundreds) in the page's data,
 * ahead of the content, for nothing the first view shows (docs/perf/page-cost.md,
 * "The customer's report").
 */
export function reportForCustomerPage(report: ReportView): CustomerPageReport {
  const sections = sectionsOf(report);
  const listed = sections.flatMap((section) => section.items);
  const shownFirst = new Set(
    [...listed.slice(0, FIRST_ITEMS), ...actionItemsOf(sections).slice(0, FIRST_ITEMS)].map(
      (item) => item.id,
    ),
  );
  return {
    ...report,
    items: report.items.map((item) =>
      shownFirst.has(item.id)
        ? { ...item, occurrences: placesOnce(item.occurrences) }
        : outlineOf(item),
    ),
    ...(shownFirst.size < report.items.length && { partial: true as const }),
  };
}

/**
 * The report as the researchers' page (`/admin/submission/{id}`) reads it: every item an outline,
 * `partial`. The page shows of it the items' count and the customer's decisions; each item's
 * finding and places are the results table's, and the whole report was a fifth of the page's HTML
 * (docs/perf/pages.md, "The heavy pages' largest paint").
 */
export function reportOutline(report: ReportView): CustomerPageReport {
  return { ...report, items: report.items.map(outlineOf), partial: true };
}
