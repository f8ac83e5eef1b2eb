/**
 * Where the annotated script's marks go (product.md §13, "Annotated script"): which text on a page
 * each published occurrence is, the translucent box over it, its note number, and the codes in
 * the margin beside its line. Pure: pages come in as the text pdf.js reads from them, in PDF
 * user space (x from the left, y of the baseline from the bottom), so the same plan serves an
 * uploaded PDF and a script we drew from its text.
 */
import type { VerdictCode } from "@/lib/first-pass/model";
import type { ScriptElement } from "@/lib/screenplay/model";
import type { PageTextRun } from "@/lib/screenplay/pdf";

import type { ReportItem } from "./snapshot";

/** A published item with its number in the appendix, numbered in the order the script reads. */
export type ScriptNote = { number: number; item: ReportItem };

/** One place to mark: the text as it stands in the draft, where, and which note it belongs to. */
export type MarkTarget = {
  page: number;
  text: string;
  /** Reading order on its page: the element's index, then the offset in it. */
  order: number;
  note: number;
  code: VerdictCode;
};

export type Box = { x: number; y: number; width: number; height: number };
/** The box over one line's part of an occurrence; it links to its note. */
export type Highlight = Box & { code: VerdictCode; note: number };
/** A note's number, drawn just above the end of its highlight. */
export type NoteMark = { x: number; y: number; note: number; code: VerdictCode };
/** The codes of one line's items, in the margin level with it. */
export type MarginLabel = { y: number; size: number; codes: VerdictCode[] };

export type PagePlan = {
  highlights: Highlight[];
  marks: NoteMark[];
  labels: MarginLabel[];
  /** Targets on this page whose text was not found on it (listed in the appendix all the same). */
  unplaced: MarkTarget[];
};

/** More characters than any element holds: an element's index times it, plus an offset, orders places. */
const ORDER_STRIDE = 1_000_000;

/**
 * Notes for the items that stand in the script, numbered as the script reads (the page, then the
 * place on it, of each item's first occurrence), so note 1 is the first thing marked.
 */
export function scriptNotes(items: readonly ReportItem[]): ScriptNote[] {
  const place = (item: ReportItem) =>
    item.occurrences
      .map((occurrence) => [occurrence.page, orderOf(occurrence)] as const)
      .reduce((a, b) => ((b[0] - a[0] || b[1] - a[1]) < 0 ? b : a));
  return items
    .filter((item) => item.occurrences.length > 0)
    .map((item) => ({ item, first: place(item) }))
    .sort(
      (a, b) =>
        a.first[0] - b.first[0] ||
        a.first[1] - b.first[1] ||
        a.item.text.localeCompare(b.item.text),
    )
    .map(({ item }, index) => ({ number: index + 1, item }));
}

/** Reading order within a page: the element's index, then the offset in it. */
const orderOf = ({ at }: ReportItem["occurrences"][number]) =>
  at ? at.elementIndex * ORDER_STRIDE + at.start : 0;

/**
 * Every occurrence of every noted item as a target: its text is what the draft holds at its
 * place (`elements` with the title page's, whose indexes are negative), else the item's name.
 */
export function markTargets(
  notes: readonly ScriptNote[],
  elements: readonly ScriptElement[],
): MarkTarget[] {
  const byIndex = new Map(elements.map((element) => [element.index, element]));
  return notes.flatMap(({ number, item }) =>
    item.occurrences.map((place) => {
      const element = place.at ? byIndex.get(place.at.elementIndex) : undefined;
      const text = element?.text.slice(place.at!.start, place.at!.end).trim() || item.text;
      return {
        page: place.page,
        text,
        order: orderOf(place),
        note: number,
        code: item.code,
      };
    }),
  );
}

/** A character of the page's text, as compared (`comparableChar`), and the box it prints in. */
type Glyph = { char: string; x: number; end: number; line: number };

/**
 * Lower case where that keeps one code unit per character, any blank a space: page and target
 * compare alike, and each character of the page's text stays one glyph.
 */
const comparableChar = (char: string) => {
  if (/\s/.test(char)) return " ";
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
};

/** The target's text as compared with the page: blanks collapsed, ends trimmed. */
const comparable = (text: string) =>
  text.trim().replace(/\s+/g, " ").split("").map(comparableChar).join("");
type PageLine = { y: number; size: number };

/** Runs on one baseline (within a third of their size) make one line, read left to right. */
function pageGlyphs(runs: readonly PageTextRun[]): { glyphs: Glyph[]; lines: PageLine[] } {
  const sorted = runs
    .filter((run) => run.str.length > 0 && run.size > 0)
    .toSorted((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; size: number; runs: PageTextRun[] }[] = [];
  for (const run of sorted) {
    const line = lines.find((candidate) => Math.abs(candidate.y - run.y) <= candidate.size / 3);
    if (line) line.runs.push(run);
    else lines.push({ y: run.y, size: run.size, runs: [run] });
  }
  lines.sort((a, b) => b.y - a.y);
  const glyphs: Glyph[] = [];
  /** One space between words, however many blanks or gaps stand there. */
  const space = (x: number, end: number, line: number) => {
    if (glyphs.length > 0 && glyphs.at(-1)!.char !== " ") glyphs.push({ char: " ", x, end, line });
  };
  lines.forEach((line, index) => {
    // The space joining two lines belongs to neither.
    space(0, 0, -1);
    let lastEnd: number | undefined;
    for (const run of line.runs.toSorted((a, b) => a.x - b.x)) {
      // Runs that do not touch are separate words.
      if (lastEnd !== undefined && run.x - lastEnd > run.size * 0.15) space(lastEnd, run.x, index);
      const pitch = run.width / run.str.length;
      run.str.split("").forEach((raw, at) => {
        const char = comparableChar(raw);
        if (char === " ") return space(run.x + at * pitch, run.x + (at + 1) * pitch, index);
        // pdf.js gives a run's width, not each glyph's: screenplays are set in Courier, where
        // every character is as wide as the next.
        glyphs.push({ char, x: run.x + at * pitch, end: run.x + (at + 1) * pitch, line: index });
      });
      lastEnd = run.x + run.width;
    }
  });
  return { glyphs, lines: lines.map(({ y, size }) => ({ y, size })) };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where `needle` stands in `haystack` as whole words, in order. */
function wholeWordMatches(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const edgeInWord = (char: string | undefined, edge: string | undefined) =>
      char !== undefined && edge !== undefined && WORD_CHAR.test(char) && WORD_CHAR.test(edge);
    if (!edgeInWord(before, needle[0]) && !edgeInWord(after, needle.at(-1))) found.push(at);
  }
  return found;
}

/** Height of a highlight above and below the baseline, in parts of the type size. */
const ASCENT = 0.82;
const DESCENT = 0.24;

/**
 * The plan of one page: the k-th target with a given text on the page (in reading order) is the
 * k-th place that text stands on it as whole words, case aside. A text broken over two lines gets
 * a box on each. Targets whose text is not found are `unplaced`.
 */
export function planPage(runs: readonly PageTextRun[], targets: readonly MarkTarget[]): PagePlan {
  const { glyphs, lines } = pageGlyphs(runs);
  const text = glyphs.map((glyph) => glyph.char).join("");
  const plan: PagePlan = { highlights: [], marks: [], labels: [], unplaced: [] };
  const labelCodes = new Map<number, VerdictCode[]>();
  const seen = new Map<string, number>();
  const marked: { start: number; end: number; note: number }[] = [];
  for (const target of targets.toSorted((a, b) => a.order - b.order)) {
    const needle = comparable(target.text);
    const rank = seen.get(needle) ?? 0;
    seen.set(needle, rank + 1);
    const start = wholeWordMatches(text, needle)[rank];
    if (start === undefined) {
      plan.unplaced.push(target);
      continue;
    }
    const end = start + needle.length;
    // One place the item holds twice ("MARA QUILLEN" and "MARA" in it) is marked once.
    if (
      marked.some((place) => place.note === target.note && place.start < end && start < place.end)
    )
      continue;
    marked.push({ start, end, note: target.note });
    const covered = glyphs.slice(start, end).filter((glyph) => glyph.line >= 0);
    const byLine = Map.groupBy(covered, (glyph) => glyph.line);
    for (const [index, lineGlyphs] of byLine) {
      const line = lines[index]!;
      const x = lineGlyphs[0]!.x;
      plan.highlights.push({
        x,
        y: line.y - DESCENT * line.size,
        width: lineGlyphs.at(-1)!.end - x,
        height: (ASCENT + DESCENT) * line.size,
        code: target.code,
        note: target.note,
      });
      const codes = labelCodes.get(index) ?? [];
      if (!codes.includes(target.code)) codes.push(target.code);
      labelCodes.set(index, codes);
    }
    const last = covered.at(-1)!;
    const lastLine = lines[last.line]!;
    plan.marks.push({
      x: last.end,
      y: lastLine.y + ASCENT * lastLine.size * 0.55,
      note: target.note,
      code: target.code,
    });
  }
  plan.labels = [...labelCodes]
    .toSorted(([a], [b]) => a - b)
    .map(([index, codes]) => ({ y: lines[index]!.y, size: lines[index]!.size, codes }));
  return plan;
}
