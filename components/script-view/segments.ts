/**
 * Pure helpers of the script view: which items mark which part of an element's text, and the
 * anchors an occurrence links to. Offsets are UTF-16, as `Occurrence.start`/`end` are.
 */
import type { ClearanceCategory } from "@/config/submissions";
import type { StyleRun } from "@/lib/screenplay/model";
import type { HighlightItem } from "@/lib/scripts/highlights";

/** One occurrence of an item over `text.slice(start, end)` of an element. */
export type Mark = { itemId: string; category: ClearanceCategory; start: number; end: number };

/** A run of an element's text and the marks over all of it (innermost first; none: plain). */
export type Segment = { start: number; end: number; text: string; marks: Mark[] };

export type { HighlightItem } from "@/lib/scripts/highlights";

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when `at` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, at: number): boolean {
  return (
    at > 0 && at < text.length && isLow(text.charCodeAt(at)) && isHigh(text.charCodeAt(at - 1))
  );
}

/**
 * A mark clamped to the text and widened to whole characters: an offset inside a surrogate pair
 * (an emoji, a rare CJK character) would split it into two broken halves. Null when nothing of
 * it is left.
 */
function fitted(text: string, mark: Mark): Mark | null {
  let start = Math.max(0, Math.min(text.length, Math.trunc(mark.start)));
  let end = Math.max(0, Math.min(text.length, Math.trunc(mark.end)));
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  if (splitsPair(text, start)) start -= 1;
  if (splitsPair(text, end)) end += 1;
  return { ...mark, start, end };
}

/**
 * The element's text cut at every mark's edge, each run with the marks that cover it, the
 * shortest (most specific) first. Overlapping and nested marks share the runs they overlap;
 * marks past the text's end are cut to it, and empty ones are dropped.
 */
export function segmentText(text: string, marks: readonly Mark[]): Segment[] {
  const fit = marks.flatMap((mark) => fitted(text, mark) ?? []);
  if (text.length === 0) return [];
  if (fit.length === 0) return [{ start: 0, end: text.length, text, marks: [] }];
  const edges = [...new Set([0, text.length, ...fit.flatMap((m) => [m.start, m.end])])].sort(
    (a, b) => a - b,
  );
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const end = edges[i + 1]!;
    const covering = fit
      .filter((mark) => mark.start <= start && mark.end >= end)
      .sort((a, b) => a.end - a.start - (b.end - b.start));
    segments.push({ start, end, text: text.slice(start, end), marks: covering });
  }
  return segments;
}

/** A piece of a segment and the emphasis over all of it (bold, italic, underline). */
export type StyledPiece = Omit<StyleRun, "start" | "end"> & { start: number; text: string };

/**
 * A segment cut again where the element's emphasis starts and ends (italic in a line of
 * dialogue, an underlined heading), so a highlight keeps the script's own styles inside it.
 */
export function styledPieces(
  whole: string,
  segment: Segment,
  runs: readonly StyleRun[] = [],
): StyledPiece[] {
  const inside = runs.flatMap((run) => {
    const start = Math.max(run.start, segment.start);
    const end = Math.min(run.end, segment.end);
    return end > start && (run.bold || run.italic || run.underline)
      ? [{ ...run, start: splitsPair(whole, start) ? start - 1 : start, end }]
      : [];
  });
  if (inside.length === 0) return [{ start: segment.start, text: segment.text }];
  const edges = [
    ...new Set([segment.start, segment.end, ...inside.flatMap((r) => [r.start, r.end])]),
  ]
    .filter((at) => at >= segment.start && at <= segment.end && !splitsPair(whole, at))
    .sort((a, b) => a - b);
  const pieces: StyledPiece[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const end = edges[i + 1]!;
    const over = inside.filter((run) => run.start <= start && run.end >= end);
    pieces.push({
      start,
      text: whole.slice(start, end),
      ...(over.some((run) => run.bold) ? { bold: true } : {}),
      ...(over.some((run) => run.italic) ? { italic: true } : {}),
      ...(over.some((run) => run.underline) ? { underline: true } : {}),
    });
  }
  return pieces;
}

/** A page's elements in the order they are drawn: one by one, or two speeches side by side. */
export type Block<E> = { element: E } | { left: E[]; right: E[] };

/** Consecutive elements of dual dialogue gathered into one block of a left and a right speech. */
export function dualBlocks<E extends { dual?: "left" | "right" }>(
  elements: readonly E[],
): Block<E>[] {
  const blocks: Block<E>[] = [];
  for (const element of elements) {
    const last = blocks.at(-1);
    if (!element.dual) blocks.push({ element });
    else if (last && "left" in last && !(element.dual === "left" && last.right.length > 0)) {
      last[element.dual].push(element);
    } else {
      blocks.push(
        element.dual === "left" ? { left: [element], right: [] } : { left: [], right: [element] },
      );
    }
  }
  return blocks;
}

/** Each element's marks by its index (negative: the title page's lines), of the shown categories. */
export function marksByElement(
  items: readonly HighlightItem[],
  shown: (category: ClearanceCategory) => boolean = () => true,
): Map<number, Mark[]> {
  const byElement = new Map<number, Mark[]>();
  for (const item of items) {
    if (!shown(item.category)) continue;
    for (const { elementIndex, start, end } of item.occurrences) {
      const marks = byElement.get(elementIndex) ?? [];
      marks.push({ itemId: item.id, category: item.category, start, end });
      byElement.set(elementIndex, marks);
    }
  }
  return byElement;
}

/** Items and occurrences per category, for the legend. */
export function categoryTotals(
  items: readonly HighlightItem[],
): Map<ClearanceCategory, { items: number; occurrences: number }> {
  const totals = new Map<ClearanceCategory, { items: number; occurrences: number }>();
  for (const item of items) {
    const total = totals.get(item.category) ?? { items: 0, occurrences: 0 };
    total.items += 1;
    total.occurrences += item.occurrences.length;
    totals.set(item.category, total);
  }
  return totals;
}

/** The anchor of an element on its page: `p12-e340`; the title page's lines have `e-1`, `e-2` … */
export const anchorId = (page: number, elementIndex: number) => `p${page}-e${elementIndex}`;

/** The page and element of an anchor (`#p12-e340` or `p12-e340`), or the page alone (`#p12`). */
export function parseAnchor(hash: string): { page: number; elementIndex?: number } | null {
  const match = /^#?p(\d+)(?:-e(-?\d+))?$/.exec(hash.trim());
  if (!match) return null;
  const page = Number(match[1]);
  if (!Number.isSafeInteger(page) || page < 1) return null;
  return match[2] === undefined ? { page } : { page, elementIndex: Number(match[2]) };
}

/** A page's anchor, where a page jump lands. */
export const pageAnchorId = (page: number) => `p${page}`;

/** Where the results table links an occurrence: its element in the script view. */
export const occurrenceHref = (
  submissionId: string,
  { page, elementIndex }: { page: number; elementIndex: number },
) => `/script/${submissionId}#${anchorId(page, elementIndex)}`;

/** The customer's read-only script view of their report, at an occurrence when given. */
export const customerScriptHref = (
  submissionId: string,
  where?: { page: number; at?: { elementIndex: number } },
) =>
  `/submission/${submissionId}/script${where?.at ? `#${anchorId(where.page, where.at.elementIndex)}` : ""}`;
