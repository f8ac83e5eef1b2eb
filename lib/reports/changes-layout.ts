/**
 * How a version's identity and its "Changes since vN" read, the same words in the PDF, the XLSX
 * and the customer's page (product.md §13 "Versions").
 */
import { ITEM_DECISIONS } from "@/config/reports";
import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { VERDICT_CODES } from "@/config/verdict-codes";
import { formatLongDay } from "@/lib/site/format-date";

import type { DecisionRecord, ReportChanges, ReportCover } from "./snapshot";

type RemovedItem = ReportChanges["removed"][number];
type Place = RemovedItem["places"][number];

/** "Character names". */
export const categoryLabel = (category: string) =>
  CLEARANCE_CATEGORIES.find(({ value }) => value === category)?.label ?? category;

/** "Changes since v1". */
export const changesHeading = (changes: Pick<ReportChanges, "since">) =>
  `Changes since v${changes.since}`;

/** "v1: NCS-000123 · v2: NCS-000130": the order that paid for each version up to this one. */
export function versionOrdersLine(cover: ReportCover): string {
  const orders = cover.versionOrders ?? [
    { version: cover.version, orderNumber: cover.orderNumber },
  ];
  return orders.map(({ version, orderNumber }) => `v${version}: ${orderNumber}`).join(" · ");
}

/** "p. 3, sc. 3 (scene removed)". */
const placeLine = ({ page, scene, sceneChange }: Place) =>
  [`p. ${page}`, scene && `sc. ${scene}`].filter(Boolean).join(", ") +
  (sceneChange && sceneChange !== "unchanged" ? ` (scene ${sceneChange})` : "");

/** Where a removed item was, and what the revision did there; "not in the script" without. */
export const removedPlaces = (item: RemovedItem) =>
  item.places.map(placeLine).join("; ") || "Not in the script";

/** "v1: Will change (“Renaming him Gil.”) on November 2, 2026". */
export function decisionLine(record: DecisionRecord): string {
  const note = record.note ? ` (“${record.note}”)` : "";
  return `v${record.version}: ${ITEM_DECISIONS[record.decision]}${note} on ${formatLongDay(record.decidedAt)}`;
}

/** "NC (No conflict)". */
const codeLine = (code: string) =>
  `${code} (${VERDICT_CODES.find((entry) => entry.code === code)?.label ?? code})`;

/** "NC (No conflict) → C (Conflict)". */
export const recodedLine = (item: ReportChanges["recoded"][number]) =>
  `${codeLine(item.from)} → ${codeLine(item.code)}`;

/** "2 added, 1 removed, 1 re-coded, 40 carried forward unchanged". */
export function changesSummary(changes: ReportChanges): string {
  return [
    `${changes.added.length} added`,
    `${changes.removed.length} removed`,
    `${changes.recoded.length} re-coded`,
    `${changes.unchanged} carried forward unchanged`,
  ].join(", ");
}
