import type { RawElement, Segment } from "./build";
import { splitCue } from "./cues";

/**
 * The geometry half of the PDF reader: text runs → lines → page furniture removed → columns
 * calibrated per document → screenplay elements. Pure functions over plain data, so the PDF
 * side (pdf.ts) only has to place text.
 */

/** A run of text where the PDF draws it, in points from the page's top-left (y is the baseline). */
export type PlacedText = {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  italic: boolean;
};

export type PageText = { width: number; height: number; items: PlacedText[] };

/** A word with its horizontal extent; its pieces keep the styles of the runs it came from. */
export type Word = { x: number; end: number; text: string; pieces: Segment[] };

export type Line = {
  page: number;
  y: number;
  words: Word[];
  /** Scene numbers printed in the margins, taken off `words`. */
  leftNumber?: Word;
  rightNumber?: Word;
};

/** Type size, line pitch and the width of a character, measured from the document itself. */
export type Metrics = { size: number; pitch: number; char: number };

/** Where each column of the layout starts, found per document (see `calibrate`). */
export type Columns = {
  action: number;
  dialogue?: number;
  parenthetical?: number;
  cue?: number;
};

type Zone = "action" | "dialogue" | "parenthetical" | "cue" | "right";

const SCENE_NUMBER = /^[A-Z]{0,2}\d{1,4}[A-Z]{0,3}(?:[.-]\d{1,2})?\.?$/i;
const PAGE_NUMBER = /^(?:page\s+)?[-–—(]?\s*\d{1,4}\s*[-–—)]?\.?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
const MORE = /^\(\s*more\s*\)$/i;
const CONTINUATION =
  /^(?:\(\s*continued\s*\)|continued\s*:?(?:\s*\(\s*\d+\s*\))?|\(\s*cont['’]?d\.?\s*\))$/i;
const REVISION_MARK = /^\*+$/;

/** A screenplay's text never enters the top 0.9 inch or the bottom 0.75 inch of a page. */
const TOP_BAND = 65;
const BOTTOM_BAND = 54;

export const lineText = (words: Word[]): string => words.map((word) => word.text).join(" ");
export const lineX = (line: Line): number => line.words[0]!.x;
export const lineEnd = (line: Line): number => line.words.at(-1)!.end;
export const isAllCaps = (text: string): boolean => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

// ---------------------------------------------------------------------------------------------
// Text runs → lines of words

/** Groups a page's runs into lines, top to bottom, tolerating a little baseline jitter. */
export function linesOf(page: PageText, pageNumber: number): Line[] {
  const items = page.items
    .filter((item) => item.text.trim() !== "")
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  let group: PlacedText[] = [];
  for (const item of items) {
    const first = group[0];
    if (first && item.y - first.y > Math.max(1, 0.3 * first.size)) {
      lines.push(lineOf(group, pageNumber));
      group = [];
    }
    group.push(item);
  }
  if (group.length > 0) lines.push(lineOf(group, pageNumber));
  return lines;
}

function lineOf(items: PlacedText[], page: number): Line {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  // Some apps draw a run twice in the same place (Final Draft's continued cues and page numbers).
  const unique = sorted.filter((item, i) =>
    sorted
      .slice(Math.max(0, i - 3), i)
      .every((other) => other.text !== item.text || Math.abs(other.x - item.x) >= 1),
  );
  return { page, y: items[0]!.y, words: wordsOf(unique) };
}

/**
 * Splits runs into words. Runs that touch continue the word (a comma after an italic title), a
 * visible gap or a space starts a new one. Positions inside a run are interpolated per character.
 */
function wordsOf(items: PlacedText[]): Word[] {
  const words: Word[] = [];
  for (const item of items) {
    const advance = item.text.length > 0 ? item.width / item.text.length : 0;
    const style = {
      ...(item.bold ? { bold: true } : {}),
      ...(item.italic ? { italic: true } : {}),
    };
    for (const match of item.text.matchAll(/\S+/g)) {
      const x = item.x + match.index * advance;
      const end = x + match[0].length * advance;
      const previous = words.at(-1);
      const touches =
        previous !== undefined && match.index === 0 && x - previous.end < 0.15 * item.size;
      if (touches) {
        previous.pieces.push({ text: match[0], ...style });
        previous.text += match[0];
        previous.end = Math.max(previous.end, end);
      } else {
        words.push({ x, end, text: match[0], pieces: [{ text: match[0], ...style }] });
      }
    }
  }
  return words;
}

/** Splits a line's words where a gap wider than `gap` separates them (columns, margins). */
export function chunksOf(words: Word[], gap: number): Word[][] {
  const chunks: Word[][] = [];
  for (const word of words) {
    const chunk = chunks.at(-1);
    if (chunk && word.x - chunk.at(-1)!.end < gap) chunk.push(word);
    else chunks.push([word]);
  }
  return chunks;
}

// ---------------------------------------------------------------------------------------------
// Measuring

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (best === undefined || count > counts.get(best)!) best = value;
  }
  return best;
}

/** The body type size and line pitch: the commonest size, and the commonest line-to-line step. */
export function measure(pages: PageText[], lines: Line[][]): Metrics {
  const sizes = pages.flatMap((page) => page.items.map((item) => Math.round(item.size * 2) / 2));
  const size = mode(sizes) ?? 12;
  const steps = lines.flatMap((pageLines) =>
    pageLines
      .slice(1)
      .map((line, i) => Math.round((line.y - pageLines[i]!.y) * 4) / 4)
      .filter((step) => step >= 0.8 * size && step <= 2.2 * size),
  );
  // Paragraphs that fit on one line make blank-line steps common: prefer single spacing.
  const single = steps.filter((step) => step <= 1.6 * size);
  const pitch = (single.length >= 2 ? mode(single) : mode(steps)) ?? size;
  return { size, pitch, char: 0.6 * size };
}

// ---------------------------------------------------------------------------------------------
// Page furniture

/**
 * Takes off what the page layout adds to the script: revision asterisks in the right margin,
 * page numbers, running headers and footers, (MORE) and CONTINUED markers. Returns the pages
 * whose foot carried a (MORE), so the dialogue can be rejoined across the break.
 */
export function removeFurniture(
  lines: Line[][],
  pages: PageText[],
  metrics: Metrics,
): { lines: Line[][]; moreAtFoot: Set<number> } {
  const moreAtFoot = new Set<number>();
  const cleaned = lines.map((pageLines, index) => {
    const kept: Line[] = [];
    for (const line of pageLines) {
      const words = withoutRevisionMarks(line.words, metrics);
      if (words.length === 0) continue;
      const text = lineText(withoutNumbersAtEnds(words));
      if (MORE.test(text)) {
        moreAtFoot.add(index + 1);
        continue;
      }
      if (CONTINUATION.test(text)) continue;
      kept.push({ ...line, words });
    }
    return withoutPageNumbers(kept, pages[index]!, metrics);
  });
  return { lines: withoutRunningHeaders(cleaned, pages, metrics), moreAtFoot };
}

/** "12  CONTINUED:  12": shooting scripts number continued pages like scene headings. */
function withoutNumbersAtEnds(words: Word[]): Word[] {
  const numbered = (word: Word | undefined) => word !== undefined && SCENE_NUMBER.test(word.text);
  const start = words.length > 1 && numbered(words[0]) ? 1 : 0;
  const end = words.length - start > 1 && numbered(words.at(-1)) ? words.length - 1 : words.length;
  return words.slice(start, end);
}

function withoutRevisionMarks(words: Word[], metrics: Metrics): Word[] {
  const kept = [...words];
  while (kept.length > 0 && REVISION_MARK.test(kept.at(-1)!.text)) {
    const previous = kept.at(-2);
    if (previous && kept.at(-1)!.x - previous.end < 1.5 * metrics.char) break;
    kept.pop();
  }
  return kept;
}

/** Is this line the first or last on its page and set apart from the body (band or big gap)? */
function isMarginal(pageLines: Line[], index: number, page: PageText, metrics: Metrics): boolean {
  const line = pageLines[index]!;
  const apart = 2.5 * metrics.pitch;
  if (index === 0) {
    const next = pageLines[1];
    if (line.y < TOP_BAND || !next || next.y - line.y > apart) return true;
  }
  if (index === pageLines.length - 1) {
    const previous = pageLines[index - 1];
    if (line.y > page.height - BOTTOM_BAND || !previous || line.y - previous.y > apart) return true;
  }
  return false;
}

/** Drops "12." or "- 12 -" lines at the head or foot of a page, and "12." ending a header line. */
function withoutPageNumbers(pageLines: Line[], page: PageText, metrics: Metrics): Line[] {
  const edge = (index: number) => index < 2 || index >= pageLines.length - 2;
  return pageLines.flatMap((line, index) => {
    if (!edge(index)) return [line];
    if (PAGE_NUMBER.test(lineText(line.words))) return [];
    if (!isMarginal(pageLines, index, page, metrics)) return [line];
    const chunks = chunksOf(line.words, 2.5 * metrics.char);
    const last = chunks.at(-1)!;
    if (chunks.length > 1 && PAGE_NUMBER.test(lineText(last))) {
      const words = chunks.slice(0, -1).flat();
      return CONTINUATION.test(lineText(words)) ? [] : [{ ...line, words }];
    }
    return [line];
  });
}

/**
 * A header or footer is a line at the head or foot of pages, set apart from the body, that is
 * either in the page's margin band or repeats (digits aside) at the same height on other pages.
 */
function withoutRunningHeaders(lines: Line[][], pages: PageText[], metrics: Metrics): Line[][] {
  const keyOf = (line: Line) =>
    `${Math.round(line.y / 3)}|${lineText(line.words).toLowerCase().replace(/\d+/g, "#")}`;
  const candidates = lines.map((pageLines, index) =>
    pageLines.filter((_, i) => isMarginal(pageLines, i, pages[index]!, metrics)),
  );
  const pagesPerKey = new Map<string, number>();
  for (const key of new Set(candidates.flat().map(keyOf))) pagesPerKey.set(key, 0);
  for (const pageCandidates of candidates) {
    for (const key of new Set(pageCandidates.map(keyOf))) {
      pagesPerKey.set(key, pagesPerKey.get(key)! + 1);
    }
  }
  return lines.map((pageLines, index) => {
    const page = pages[index]!;
    const furniture = new Set(
      candidates[index]!.filter(
        (line) =>
          line.y < TOP_BAND ||
          line.y > page.height - BOTTOM_BAND ||
          pagesPerKey.get(keyOf(line))! >= 2,
      ),
    );
    return pageLines.filter((line) => !furniture.has(line));
  });
}

// ---------------------------------------------------------------------------------------------
// Scene numbers in the margins

/**
 * Takes a scene number off the line's left end (before a gap) and its right end (far off).
 * The line may be left with no words when it held only the numbers.
 */
export function withMarginNumbers(line: Line, metrics: Metrics): Line {
  const words = [...line.words];
  let leftNumber: Word | undefined;
  let rightNumber: Word | undefined;
  if (words.length >= 2 && SCENE_NUMBER.test(words[0]!.text)) {
    if (words[1]!.x - words[0]!.end >= 1.5 * metrics.char) leftNumber = words.shift();
  }
  const last = words.at(-1);
  if (last && SCENE_NUMBER.test(last.text)) {
    // After the left number, only a far-off number may remain: a scene left without a heading.
    const before = words.at(-2) ?? leftNumber;
    if (before && last.x - before.end >= 2.5 * metrics.char) rightNumber = words.pop();
  }
  if (!leftNumber && !rightNumber) return line;
  return {
    ...line,
    words,
    ...(leftNumber ? { leftNumber } : {}),
    ...(rightNumber ? { rightNumber } : {}),
  };
}

/** The line with its margin numbers put back, for lines that turn out not to be headings. */
function restoreNumbers(line: Line): Line {
  if (!line.leftNumber && !line.rightNumber) return line;
  const words = [
    ...(line.leftNumber ? [line.leftNumber] : []),
    ...line.words,
    ...(line.rightNumber ? [line.rightNumber] : []),
  ];
  return { page: line.page, y: line.y, words };
}

// ---------------------------------------------------------------------------------------------
// Calibration

type Cluster = { x: number; count: number };

/**
 * Finds the columns of this document's layout from where its lines start. Starts within a
 * couple of points form a cluster; the left-most populous cluster is action; the cue cluster
 * is the one whose ALL-CAPS lines are followed, without a blank line, by lines further left
 * (dialogue); dialogue and parentheticals are the commonest starts after cues.
 */
export function calibrate(lines: Line[], metrics: Metrics): Columns {
  const { clusters, clusterOf } = clusterStarts(lines);
  const populous = Math.max(2, 0.05 * lines.length);
  const action = (clusters.find((cluster) => cluster.count >= populous) ?? clusters[0])?.x ?? 0;

  const followers = new Map<Cluster, Line[]>();
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const cluster = clusterOf.get(line)!;
    if (!next || !follows(line, next, metrics) || cluster.x <= action + 2 * metrics.char) return;
    if (!isCueLike(lineText(line.words))) return;
    const nextX = lineX(next);
    if (nextX > action + metrics.char && nextX < cluster.x - metrics.char) {
      const after = followers.get(cluster);
      if (after) after.push(next);
      else followers.set(cluster, [next]);
    }
  });
  let cue: Cluster | undefined;
  for (const [cluster, after] of followers) {
    if (after.length < 0.3 * cluster.count) continue;
    if (!cue || after.length > followers.get(cue)!.length) cue = cluster;
  }
  if (!cue) return { action };

  const after = followers.get(cue)!;
  const startsOf = (kept: Line[]) => kept.map((line) => clusterOf.get(line)!.x);
  const dialogue = mode(startsOf(after.filter((line) => !opensParenthesis(line))));
  const parenthetical = mode(startsOf(parentheticalLines(lines, cue.x, action, metrics)));
  return {
    action,
    cue: cue.x,
    ...(dialogue !== undefined ? { dialogue } : {}),
    ...(parenthetical !== undefined && dialogue !== undefined && parenthetical > dialogue
      ? { parenthetical }
      : {}),
  };
}

function clusterStarts(lines: Line[]): { clusters: Cluster[]; clusterOf: Map<Line, Cluster> } {
  const sorted = [...lines].sort((a, b) => lineX(a) - lineX(b));
  const clusters: Cluster[] = [];
  const clusterOf = new Map<Line, Cluster>();
  let members: Line[] = [];
  const close = () => {
    if (members.length === 0) return;
    const cluster = { x: lineX(members[Math.floor(members.length / 2)]!), count: members.length };
    clusters.push(cluster);
    for (const member of members) clusterOf.set(member, cluster);
    members = [];
  };
  for (const line of sorted) {
    const last = members.at(-1);
    if (last && lineX(line) - lineX(last) > 2.5) close();
    members.push(line);
  }
  close();
  return { clusters, clusterOf };
}

/** Lines opening with "(" that sit between the dialogue and cue columns, inside speeches. */
function parentheticalLines(lines: Line[], cue: number, action: number, metrics: Metrics) {
  return lines.filter((line, i) => {
    const previous = lines[i - 1];
    const x = lineX(line);
    return (
      opensParenthesis(line) &&
      x > action + 2 * metrics.char &&
      x < cue - metrics.char &&
      previous !== undefined &&
      follows(previous, line, metrics)
    );
  });
}

const opensParenthesis = (line: Line) => line.words[0]!.text.startsWith("(");

/** `next` comes straight after `line` on the same page, without a blank line between. */
export const follows = (line: Line, next: Line, metrics: Metrics) =>
  next.page === line.page && next.y - line.y <= 1.5 * metrics.pitch;

// ---------------------------------------------------------------------------------------------
// Line kinds

const HEADING =
  /^(?:(?:int|ext|est|i\/e|e\/i|int\.?\s*\/\s*ext|ext\.?\s*\/\s*int)\.|(?:int|ext)\s+[-–—]|(?:INT|EXT|EST|INTERIOR|EXTERIOR|I\/E|INT\/EXT|EXT\/INT)\s*[-–—]?\s+\S)/i;
const SHOT =
  /^(?:ANGLE ON|CLOSE ON|CLOSE UP|CLOSE-UP|CLOSEUP|EXTREME CLOSE|ECU|WIDE ON|HIGH ANGLE|LOW ANGLE|OVER THE SHOULDER|AERIAL|TRACKING|MOVING|PUSH IN|PULL BACK|PAN|TILT|ZOOM|POV|INSERT|BACK TO SCENE|SERIES OF SHOTS|MONTAGE|END MONTAGE|INTERCUT|FLASHBACK|END FLASHBACK|CAMERA|ON)\b|['’]S POV\b|\b(?:SHOT|ANGLE)\b/;
const TRANSITION =
  /^(?:FADE IN|FADE OUT|FADE TO BLACK|FADE TO WHITE|CUT TO BLACK|SMASH CUT|MATCH CUT|JUMP CUT|DISSOLVE|WIPE|IRIS)\b|\bTO:$/;

export const isSceneHeading = (text: string) => HEADING.test(text);

export function isCueLike(text: string): boolean {
  const { name } = splitCue(text);
  return (
    name.length > 0 &&
    name.length <= 40 &&
    isAllCaps(name) &&
    !name.endsWith(":") &&
    !HEADING.test(name) &&
    !TRANSITION.test(name)
  );
}

export function isTransition(text: string, zone: Zone = "action"): boolean {
  if (!isAllCaps(text) || text.length > 30) return false;
  return TRANSITION.test(text) || (zone === "right" && text.endsWith(":"));
}

function zoneOf(x: number, columns: Columns, metrics: Metrics): Zone {
  const { action, dialogue, parenthetical, cue } = columns;
  const first = dialogue ?? action + 10 * metrics.char;
  if (x < (action + first) / 2) return "action";
  const cueStart = cue ?? action + 22 * metrics.char;
  const beforeCue = parenthetical ?? first;
  if (x >= cueStart + 18 * metrics.char) return "right";
  if (x >= (beforeCue + cueStart) / 2) return "cue";
  if (parenthetical !== undefined && x >= (first + parenthetical) / 2) return "parenthetical";
  return "dialogue";
}

// ---------------------------------------------------------------------------------------------
// Elements

/** Words as segments, a space between words. */
function segmentsOf(words: Word[]): Segment[] {
  return words.flatMap((word, i) => (i === 0 ? word.pieces : [{ text: " " }, ...word.pieces]));
}

/** Adds a wrapped line to an element: after a space, or none when a word broke at a hyphen. */
function appendLine(element: RawElement, words: Word[]) {
  const segments = element.segments as Segment[];
  const brokenWord = /\p{L}-$/u.test(segments.at(-1)?.text ?? "");
  segments.push(...(brokenWord ? [] : [{ text: " " }]), ...segmentsOf(words));
}

type Speech = { name: string };
type SpeechPart = "parenthetical" | "dialogue";

/**
 * Reads the body lines in order into elements. A blank line (a gap of more than one and a half
 * line pitches) or a page break ends a paragraph; a speech runs until the next blank line, and
 * continues over a page break that ended in (MORE) when the same character's cue follows.
 */
export function classify(
  lines: Line[],
  columns: Columns,
  metrics: Metrics,
  moreAtFoot: Set<number>,
): RawElement[] {
  const elements: RawElement[] = [];
  let current: RawElement | undefined;
  let speech: Speech | undefined;
  let openParenthetical = false;

  const start = (element: RawElement) => {
    elements.push(element);
    current = element;
  };
  const append = (line: Line) => appendLine(current!, line.words);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const previous = lines[i - 1];
    const joined = previous !== undefined && follows(previous, line, metrics);
    const text = lineText(line.words);
    const zone = zoneOf(lineX(line), columns, metrics);

    if (!joined) {
      // The same cue again at the top of the next page, after a (MORE), is layout: skip it.
      const carried =
        speech !== undefined &&
        previous !== undefined &&
        line.page !== previous.page &&
        moreAtFoot.has(previous.page) &&
        zone === "cue" &&
        splitCue(text).name === speech.name;
      if (carried) continue;
      speech = undefined;
      current = undefined;
    }

    if (speech) {
      if (zone === "cue" && isCueLike(text) && startsSpeech(lines, i, columns, metrics)) {
        speech = { name: splitCue(text).name };
        openParenthetical = false;
        start({ type: "character", segments: segmentsOf(line.words), page: line.page });
        continue;
      }
      if (zone !== "action" && zone !== "right") {
        const parenthetical: boolean =
          (openParenthetical && current?.type === "parenthetical") || text.startsWith("(");
        const type: SpeechPart = parenthetical ? "parenthetical" : "dialogue";
        if (current?.type === type && (type === "dialogue" || openParenthetical)) append(line);
        else start({ type, segments: segmentsOf(line.words), page: line.page });
        openParenthetical = parenthetical && !text.endsWith(")");
        continue;
      }
      speech = undefined;
      current = undefined;
    }

    if (current?.type === "transition" && zone === "right" && isAllCaps(text)) {
      append(line);
      continue;
    }
    if (isTransition(text, zone) || wrapsTransition(lines, i, columns, metrics)) {
      start({ type: "transition", segments: segmentsOf(line.words), page: line.page });
      continue;
    }

    const dual = dualDialogue(lines, i, metrics);
    if (dual) {
      elements.push(...dual.elements);
      i = dual.last;
      current = undefined;
      continue;
    }

    if (zone === "cue" && isCueLike(text) && startsSpeech(lines, i, columns, metrics)) {
      speech = { name: splitCue(text).name };
      openParenthetical = false;
      start({ type: "character", segments: segmentsOf(line.words), page: line.page });
      continue;
    }

    const heading = headingOf(line, zone);
    if (heading) {
      start({
        type: "scene_heading",
        segments: segmentsOf(heading.words),
        page: line.page,
        ...(heading.number ? { sceneNumber: heading.number } : {}),
      });
      continue;
    }

    const plain = restoreNumbers(line);
    if (current && (current.type === "scene_heading" || current.type === "shot")) {
      if (zone === "action" && isAllCaps(text)) {
        append(plain);
        continue;
      }
      current = undefined;
    }
    if (zone === "action" && isAllCaps(text) && text.length <= 60 && SHOT.test(text)) {
      start({ type: "shot", segments: segmentsOf(plain.words), page: line.page });
      continue;
    }
    if (current?.type === "action") append(plain);
    else start({ type: "action", segments: segmentsOf(plain.words), page: line.page });
  }
  return elements;
}

/** A long right-aligned transition wraps: "RETURNING BACK" over "TO:". */
function wrapsTransition(lines: Line[], i: number, columns: Columns, metrics: Metrics): boolean {
  const line = lines[i]!;
  const next = lines[i + 1];
  const right = (candidate: Line) => zoneOf(lineX(candidate), columns, metrics) === "right";
  return (
    next !== undefined &&
    follows(line, next, metrics) &&
    right(line) &&
    right(next) &&
    isAllCaps(lineText(line.words)) &&
    isTransition(lineText(next.words), "right")
  );
}

/** A cue starts a speech when the next line follows without a blank line, left of the cue. */
function startsSpeech(lines: Line[], i: number, columns: Columns, metrics: Metrics): boolean {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (!next || !follows(line, next, metrics)) return false;
  const zone = zoneOf(lineX(next), columns, metrics);
  return zone === "dialogue" || zone === "parenthetical";
}

/** A scene heading: INT./EXT. …, or an ALL-CAPS line with a scene number in the margin. */
function headingOf(line: Line, zone: Zone): { number?: string; words: Word[] } | undefined {
  if (zone !== "action") return undefined;
  const { leftNumber, rightNumber, words } = line;
  const margin = leftNumber?.text ?? rightNumber?.text;
  if (HEADING.test(lineText(words))) {
    return { words, ...(margin ? { number: cleanNumber(margin) } : {}) };
  }
  // A number printed too close to the heading to be taken off as a margin number.
  const [first, ...rest] = words;
  if (!margin && first && rest.length > 0 && SCENE_NUMBER.test(first.text)) {
    if (HEADING.test(lineText(rest))) return { words: rest, number: cleanNumber(first.text) };
  }
  // Any ALL-CAPS line numbered in the margin ("OVER BLACK", "CREDITS START.").
  if (margin && isAllCaps(lineText(words))) return { words, number: cleanNumber(margin) };
  return undefined;
}

const cleanNumber = (number: string) => number.replace(/\.$/, "");

/**
 * Two cues side by side, with the speeches under them in two columns: each column's lines are
 * read as a speech of its own, left column first.
 */
function dualDialogue(
  lines: Line[],
  i: number,
  metrics: Metrics,
): { elements: RawElement[]; last: number } | undefined {
  const line = lines[i]!;
  const next = lines[i + 1];
  const chunks = chunksOf(line.words, 2.5 * metrics.char);
  if (chunks.length !== 2 || !next || !follows(line, next, metrics)) return undefined;
  const [left, right] = chunks as [Word[], Word[]];
  if (!isCueLike(lineText(left)) || !isCueLike(lineText(right))) return undefined;
  if (right[0]!.x - left[0]!.x < 12 * metrics.char) return undefined;

  const split = (left[0]!.x + right[0]!.x) / 2;
  const columns: [Word[][], Word[][]] = [[left], [right]];
  let last = i;
  while (last + 1 < lines.length && follows(lines[last]!, lines[last + 1]!, metrics)) {
    last++;
    for (const chunk of chunksOf(lines[last]!.words, 2.5 * metrics.char)) {
      columns[chunk[0]!.x < split ? 0 : 1].push(chunk);
    }
  }
  const elements = [
    ...speechOf(columns[0], "left", line.page),
    ...speechOf(columns[1], "right", line.page),
  ];
  return { elements, last };
}

function speechOf(rows: Word[][], side: "left" | "right", page: number): RawElement[] {
  const elements: RawElement[] = [
    { type: "character", segments: segmentsOf(rows[0]!), page, dual: side },
  ];
  let open = false;
  for (const row of rows.slice(1)) {
    const text = lineText(row);
    const type: SpeechPart = open || text.startsWith("(") ? "parenthetical" : "dialogue";
    const current = elements.at(-1)!;
    if (current.type === type && (type === "dialogue" || open)) {
      appendLine(current, row);
    } else {
      elements.push({ type, segments: segmentsOf(row), page, dual: side });
    }
    open = type === "parenthetical" && !text.endsWith(")");
  }
  return elements;
}
