/**
 * What the PDF and the XLSX share: items in report order and numbered once, so "item 37" means
 * the same row in both, and the counts of the summary.
 */
import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import { VERDICT_CODES, type VerdictCodeEntry } from "@/config/verdict-codes";
import type { VerdictCode } from "@/lib/first-pass/model";
import { formatPages } from "@/lib/first-pass/report";
import { formatLongDay } from "@/lib/site/format-date";

import { versionOrdersLine } from "./changes-layout";
import { reportNumberOf } from "./report-number";
import type { ReportCover, ReportItem, ReportSnapshot } from "./snapshot";

export type NumberedItem = ReportItem & { number: number };

export type Section = {
  category: ClearanceCategory;
  label: string;
  items: NumberedItem[];
};

const CODES = new Map(VERDICT_CODES.map((entry) => [entry.code, entry]));

export function codeOf(code: VerdictCode): VerdictCodeEntry {
  return CODES.get(code)!;
}

const firstPage = (item: ReportItem) =>
  item.occurrences.length ? Math.min(...item.occurrences.map((occurrence) => occurrence.page)) : 0;

/**
 * One section per category that has items, in the categories' usual order; within one, items in
 * script order (first page), those not in the script (checked on request) last.
 */
export function sectionsOf(snapshot: Pick<ReportSnapshot, "items">): Section[] {
  let number = 0;
  return CLEARANCE_CATEGORIES.flatMap(({ value, label }) => {
    const items = snapshot.items
      .filter((item) => item.category === value)
      .map((item) => ({ item, first: firstPage(item) || Infinity }))
      .sort((a, b) => a.first - b.first || a.item.text.localeCompare(b.item.text))
      .map(({ item }) => ({ ...item, number: ++number }));
    return items.length ? [{ category: value, label, items }] : [];
  });
}

/** "1, 3–5, 12", or "—" for an item that is not in the script. */
export const pagesOf = (item: ReportItem) =>
  formatPages(item.occurrences.map((occurrence) => occurrence.page)) || "—";

/** Printed scene numbers once each, in script order; "—" when the draft has none. */
export function scenesOf(item: ReportItem): string {
  const scenes = [
    ...new Set(item.occurrences.flatMap((occurrence) => occurrence.scene ?? [])),
  ].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return scenes.join(", ") || "—";
}

export type Counts = {
  total: number;
  /** Codes in legend order, with how many items have each (zeros included). */
  byCode: { code: VerdictCodeEntry; count: number }[];
  /** Sections' categories, with their items per code. */
  byCategory: { label: string; total: number; byCode: Map<VerdictCode, number> }[];
  attention: number;
  carriedForward: number;
};

export function countsOf(snapshot: ReportSnapshot, sections: Section[]): Counts {
  const tally = (items: ReportItem[]) => {
    const byCode = new Map<VerdictCode, number>();
    for (const item of items) byCode.set(item.code, (byCode.get(item.code) ?? 0) + 1);
    return byCode;
  };
  const all = tally(snapshot.items);
  return {
    total: snapshot.items.length,
    byCode: VERDICT_CODES.map((code) => ({ code, count: all.get(code.code) ?? 0 })),
    byCategory: sections.map(({ label, items }) => ({
      label,
      total: items.length,
      byCode: tally(items),
    })),
    attention: snapshot.items.filter((item) => codeOf(item.code).attention).length,
    carriedForward: snapshot.items.filter((item) => item.carriedForward).length,
  };
}

/** The cover's facts as label and value, in reading order; absent ones left out. */
export function coverFacts(cover: ReportCover): [string, string][] {
  const draft = cover.draft;
  const facts: [string, string | null][] = [
    ["Project", cover.title],
    ["Project type", cover.projectType],
    ["Writer", cover.writer],
    ["Production company", cover.productionCompany],
    ["Script file", `${draft.fileName} (file version ${draft.version}, ${draft.pageCount} pages)`],
    ["Draft date", draft.date],
    ["Report number", reportNumberOf(cover)],
    ["Orders", versionOrdersLine(cover)],
    [
      "Report version",
      cover.version > 1
        ? `${cover.version} (revision; replaces version ${cover.version - 1})`
        : String(cover.version),
    ],
    ["Published", formatLongDay(cover.publishedAt)],
    ["Prepared for", cover.deliveredTo],
    ["Researcher", cover.researcher],
    [
      "Reviewed by",
      cover.reviewer &&
        (cover.reviewedAt
          ? `${cover.reviewer}; signed off ${formatLongDay(cover.reviewedAt)}`
          : cover.reviewer),
    ],
    ["Territory", cover.territory],
    ["Story setting", cover.storySetting],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}
