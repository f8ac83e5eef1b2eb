/**
 * The report's two other orders of the same numbered items (docs/product.md §13): the summary
 * a lawyer acts on (the items not clear, needing permission or clear with caution, most pressing
 * first) and the appendix in script order, page by page as clearance houses deliver it. Pure, so
 * the PDF, the XLSX and the customer's page list the same items in the same order.
 */
import { ACTION_SUMMARY_CODES } from "@/config/verdict-codes";

import type { NumberedItem, Section } from "./layout";
import type { ReportItem } from "./snapshot";

/** An item with the label of its category, for lists that mix categories. */
export type LabelledItem = NumberedItem & { categoryLabel: string };

const labelled = (sections: Section[]): LabelledItem[] =>
  sections.flatMap(({ label, items }) => items.map((item) => ({ ...item, categoryLabel: label })));

const severity = (item: ReportItem) => ACTION_SUMMARY_CODES.indexOf(item.code);

/**
 * Every item coded C, RC, PR or CC, in that order of codes; within a code in the report's order
 * (category, then script order). Empty when nothing asks for action.
 */
export function actionItemsOf(sections: Section[]): LabelledItem[] {
  return labelled(sections)
    .filter((item) => severity(item) >= 0)
    .sort((a, b) => severity(a) - severity(b) || a.number - b.number);
}

type Place = [page: number, element: number, offset: number];

/** Earlier in the script first; unknowns (Infinity) compare as equal and fall through. */
const byPlace = (a: Place, b: Place) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Where an item first occurs: page, then element and offset in the parsed draft when known. */
function firstPlace(item: ReportItem): Place {
  const places = item.occurrences.map(({ page, at }): Place => [
    page,
    at?.elementIndex ?? Infinity,
    at?.start ?? 0,
  ]);
  return places.sort(byPlace)[0] ?? [Infinity, Infinity, Infinity];
}

export type ScriptOrderItem = LabelledItem & {
  /** The page it first occurs on; null for an item checked on request, not in the script. */
  firstPage: number | null;
};

/**
 * Every item once, where it first occurs in the script: page by page, and within a page in
 * reading order; items checked on request (not in the script) last, in the report's order.
 */
export function scriptOrderOf(sections: Section[]): ScriptOrderItem[] {
  return labelled(sections)
    .map((item) => ({ item, place: firstPlace(item) }))
    .sort((a, b) => byPlace(a.place, b.place) || a.item.number - b.item.number)
    .map(({ item, place }) => ({
      ...item,
      firstPage: Number.isFinite(place[0]) ? place[0] : null,
    }));
}
