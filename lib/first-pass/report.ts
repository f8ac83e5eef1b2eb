/**
 * The first pass as `npm run analyze` prints it: items by category for a person to read, or
 * one JSON document for a program.
 */
import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { VERDICT_LABELS } from "@/config/verdict-codes";
import type { Screenplay, SourceFormat } from "@/lib/screenplay/model";


import { type Analysis, type ClearanceItem, type Signal } from "./model";

/** Pages as a reader scans them: sorted, once each, runs collapsed ("1, 3–5, 12"). */
export function formatPages(pages: number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(first === sorted[i] ? String(first) : `${first}–${sorted[i]}`);
  }
  return parts.join(", ");
}

/** The signals that weigh most either way, strongest first. */
export function topSignals(item: ClearanceItem, count = 3): Signal[] {
  return [...item.signals].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)).slice(0, count);
}

export type AnalysisJson = {
  file: string;
  format: SourceFormat;
  pageCount: number;
  durationMs: number;
  counts: Analysis["counts"];
  items: ClearanceItem[];
};

export function analysisJson(
  file: string,
  screenplay: Screenplay,
  analysis: Analysis,
): AnalysisJson {
  return {
    file,
    format: screenplay.format,
    pageCount: screenplay.pageCount,
    durationMs: analysis.durationMs,
    counts: analysis.counts,
    items: analysis.items,
  };
}

/** A heading for the script, then each category's items in script order with their evidence. */
export function describeAnalysis(
  file: string,
  screenplay: Screenplay,
  analysis: Analysis,
): string[] {
  const pages = `${screenplay.pageCount} ${screenplay.pageCount === 1 ? "page" : "pages"}`;
  const lines = [
    `${file}: ${screenplay.format}, ${pages}${screenplay.pageCountExact ? "" : " (estimated)"}, ` +
      `${analysis.items.length} items in ${analysis.durationMs} ms`,
  ];
  // Contact details and credits are real but rarely at issue: a section a researcher may skip.
  const titlePage = analysis.items.filter(onTitlePageOnly);
  const sections = [
    ...CLEARANCE_CATEGORIES.map(({ value, label }) => ({
      label,
      items: analysis.items.filter((item) => item.category === value && !onTitlePageOnly(item)),
    })),
    { label: "Title page", items: titlePage },
  ];
  for (const { label, items } of sections) {
    if (items.length === 0) continue;
    lines.push("", `${label} (${items.length})`);
    for (const item of items) lines.push(...describeItem(item, label === "Title page"));
  }
  return lines;
}

function onTitlePageOnly(item: ClearanceItem): boolean {
  return item.occurrences.every((occurrence) => occurrence.titlePage);
}

function describeItem(item: ClearanceItem, withCategory = false): string[] {
  const count = item.occurrences.length;
  const category = withCategory ? ` [${item.category}]` : "";
  const lines = [
    `  ${item.canonical}${category} — ${item.suggestedCode} ${VERDICT_LABELS[item.suggestedCode]}, ` +
      `risk ${item.risk}, ${count} ${count === 1 ? "occurrence" : "occurrences"}, ` +
      `p. ${formatPages(item.occurrences.map((occurrence) => occurrence.page))}`,
  ];
  if (item.variants.length > 0) lines.push(`      also written: ${item.variants.join(", ")}`);
  for (const signal of topSignals(item)) {
    const weight = `${signal.weight > 0 ? "+" : ""}${signal.weight}`;
    lines.push(`      ${weight} ${signal.detail}`);
  }
  return lines;
}

/** One sentence on why a file could not be read, from the error `readFile` threw. */
export function unreadableFile(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason =
    code === "ENOENT"
      ? "there is no such file"
      : code === "EISDIR"
        ? "it is a folder, not a file"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : error instanceof Error
            ? error.message
            : String(error);
  return `Cannot read ${file}: ${reason}.`;
}
