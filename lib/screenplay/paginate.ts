import { LINES_PER_PAGE, type ElementType } from "./model";

/**
 * Industry layout (Courier 12, ten characters an inch) as line counts: how wide each element
 * runs and whether a blank line precedes it. Used to estimate pages for formats that do not
 * carry them; PDF pages are counted instead.
 */
const LAYOUT: Record<ElementType, { width: number; blankBefore: boolean }> = {
  scene_heading: { width: 60, blankBefore: true },
  action: { width: 60, blankBefore: true },
  character: { width: 38, blankBefore: true },
  parenthetical: { width: 25, blankBefore: false },
  dialogue: { width: 35, blankBefore: false },
  transition: { width: 20, blankBefore: true },
  shot: { width: 60, blankBefore: true },
  lyrics: { width: 35, blankBefore: false },
  general: { width: 60, blankBefore: true },
};

/**
 * Lines an element takes when its text wraps at word boundaries within its width; a word wider
 * than the line is broken across lines, as screenwriting apps print it.
 */
export function linesFor(type: ElementType, text: string): number {
  const { width, blankBefore } = LAYOUT[type];
  let lines = 1;
  let used = 0;
  for (const word of text.split(" ")) {
    if (used > 0 && used + 1 + word.length > width) {
      lines += 1;
      used = 0;
    }
    used += (used > 0 ? 1 : 0) + word.length;
    const overflow = Math.ceil(used / width) - 1;
    if (overflow > 0) {
      lines += overflow;
      used -= overflow * width;
    }
  }
  return lines + (blankBefore ? 1 : 0);
}

/** The estimated page of each element, and the page count, at 55 lines a page. */
export function estimatePages(
  elements: { type: ElementType; text: string; pageBreakBefore?: boolean }[],
): {
  pages: number[];
  pageCount: number;
} {
  let line = 0;
  const pages = elements.map((element) => {
    if (element.pageBreakBefore) line = Math.ceil(line / LINES_PER_PAGE) * LINES_PER_PAGE;
    const lines = linesFor(element.type, element.text);
    // An element that would straddle a page break starts on the next page, as printed.
    if (Math.floor(line / LINES_PER_PAGE) !== Math.floor((line + lines - 1) / LINES_PER_PAGE)) {
      line = Math.ceil(line / LINES_PER_PAGE) * LINES_PER_PAGE;
    }
    const page = Math.floor(line / LINES_PER_PAGE) + 1;
    line += lines;
    return page;
  });
  return { pages, pageCount: Math.max(1, Math.ceil(line / LINES_PER_PAGE)) };
}
