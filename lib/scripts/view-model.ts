/**
 * The script view's data: a parsed screenplay as pages of the elements a screenwriter
 * would recognise, the title page's lines as the first pass read them, and the scene outline.
 * Pure, so the page, the bench and the tests build exactly the same thing.
 */
import { titlePageElements } from "@/lib/first-pass/analyze";
import type { ElementType, Screenplay, SourceFormat, StyleRun } from "@/lib/screenplay/model";

/** One element as the view draws it; `index` is its place in the screenplay (negative: title page). */
export type ViewElement = {
  index: number;
  type: ElementType;
  text: string;
  sceneNumber?: string;
  extension?: string;
  dual?: "left" | "right";
  /** The element's emphasis, when it has any. */
  styleRuns?: StyleRun[];
};

export type ViewPage = { page: number; elements: ViewElement[] };

export type ScriptViewModel = {
  format: SourceFormat;
  pageCount: number;
  /** False when the pages were estimated (55 lines a page), as for FDX and Fountain. */
  pageCountExact: boolean;
  /** The title page: its own fields (title, credit, author, draft date) and its other lines. */
  titlePage: { fields: { label: string; value: string }[]; lines: ViewElement[] } | null;
  pages: ViewPage[];
  /** The outline: each scene's heading, page and heading element, for jumps. */
  scenes: { index: number; number?: string; heading: string; page: number; element?: number }[];
};

/** The title page's own fields, in the order they are printed. */
const OWN_FIELDS = ["title", "credit", "author", "authors", "draft date", "date"];

const viewElement = ({
  index,
  type,
  text,
  sceneNumber,
  extension,
  dual,
  styleRuns,
}: ViewElement): ViewElement => ({
  index,
  type,
  text,
  ...(sceneNumber ? { sceneNumber } : {}),
  ...(extension ? { extension } : {}),
  ...(dual ? { dual } : {}),
  ...(styleRuns?.length ? { styleRuns } : {}),
});

/**
 * Every page from 1 to the page count, each with the elements that start on it in reading order;
 * a page without any (a blank page in a PDF) is kept, so the page numbers stay the script's own.
 */
export function pagesOf(screenplay: Pick<Screenplay, "elements" | "pageCount">): ViewPage[] {
  const last = Math.max(1, screenplay.pageCount, ...screenplay.elements.map(({ page }) => page));
  const pages: ViewPage[] = Array.from({ length: last }, (_, i) => ({ page: i + 1, elements: [] }));
  for (const element of screenplay.elements) {
    pages[Math.max(1, element.page) - 1]!.elements.push(viewElement(element));
  }
  return pages;
}

/**
 * The title page, or null when the script has none. Its other lines (contact, notes, source)
 * are the ones the first pass read, with the same negative indexes its occurrences carry.
 */
export function titlePageOf(screenplay: Screenplay): ScriptViewModel["titlePage"] {
  const fields = OWN_FIELDS.flatMap((field) => {
    const value = screenplay.titlePage[field]?.trim();
    return value ? [{ label: field, value }] : [];
  });
  const lines = titlePageElements(screenplay).map(viewElement);
  return fields.length || lines.length ? { fields, lines } : null;
}

export function scriptViewModel(screenplay: Screenplay): ScriptViewModel {
  const headings = new Map<number, number>();
  for (const { type, sceneIndex, index } of screenplay.elements) {
    if (type === "scene_heading" && !headings.has(sceneIndex)) headings.set(sceneIndex, index);
  }
  return {
    format: screenplay.format,
    pageCount: screenplay.pageCount,
    pageCountExact: screenplay.pageCountExact,
    titlePage: titlePageOf(screenplay),
    pages: pagesOf(screenplay),
    scenes: screenplay.scenes.map(({ index, number, heading, page }) => ({
      index,
      ...(number ? { number } : {}),
      heading,
      page,
      ...(headings.has(index) ? { element: headings.get(index) } : {}),
    })),
  };
}
