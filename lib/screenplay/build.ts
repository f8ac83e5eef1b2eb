import { isContinuationMarker, splitCue } from "./cues";
import { ScreenplayError } from "./errors";
import type {
  ElementType,
  Scene,
  Screenplay,
  ScriptElement,
  SourceFormat,
  StyleRun,
} from "./model";
import { estimatePages } from "./paginate";
import { visibleText } from "./visible-text";

/** A piece of text with one style, as a parser finds it (FDX run, Word run, PDF item…). */
export type Segment = { text: string; bold?: boolean; italic?: boolean; underline?: boolean };

/** An element as a parser reads it; the builder normalises it into the model. */
export type RawElement = {
  type: ElementType;
  segments: Segment[] | string;
  /** Exact page, when the format knows it (PDF; FDX scene pages are per scene). */
  page?: number;
  sceneNumber?: string;
  dual?: "left" | "right";
  /** A forced page break before this element (Fountain's `===`), for page estimates. */
  pageBreakBefore?: boolean;
};

/**
 * Turns a parser's raw elements into the shared model: text as it prints (blank and invisible
 * code points normalised, whitespace collapsed) with style runs kept in step, layout markers
 * dropped, cue extensions split off, scenes numbered, and pages estimated when the format does
 * not give them all.
 */
export function buildScreenplay(
  format: SourceFormat,
  raw: RawElement[],
  options: { titlePage?: Record<string, string>; exactPageCount?: number } = {},
): Screenplay {
  const kept: (Omit<ScriptElement, "index" | "sceneIndex" | "page"> & {
    page?: number;
    pageBreakBefore?: boolean;
  })[] = [];
  for (const element of raw) {
    const { text, styleRuns } = normalise(
      typeof element.segments === "string" ? [{ text: element.segments }] : element.segments,
    );
    if (!text || isContinuationMarker(text)) continue;
    if (element.type === "character") {
      const { name, extension } = splitCue(text);
      if (!name) continue;
      kept.push({
        ...element,
        type: "character",
        text: name,
        styleRuns: [],
        ...(extension ? { extension } : {}),
      });
    } else {
      kept.push({ ...element, text, styleRuns });
    }
  }

  const exactPages = kept.length > 0 && kept.every((element) => element.page !== undefined);
  const estimate = exactPages ? undefined : estimatePages(kept);
  const scenes: Scene[] = [];
  const elements: ScriptElement[] = kept.map((element, index) => {
    const page = exactPages ? element.page! : estimate!.pages[index]!;
    if (element.type === "scene_heading") {
      scenes.push({
        index: scenes.length + 1,
        heading: element.text,
        page,
        ...(element.sceneNumber ? { number: element.sceneNumber } : {}),
      });
    }
    const scene = scenes.at(-1);
    const { sceneNumber: _ownNumber, pageBreakBefore: _break, ...rest } = element;
    return {
      ...rest,
      index,
      page,
      sceneIndex: scene?.index ?? 0,
      ...(scene?.number ? { sceneNumber: scene.number } : {}),
    };
  });
  if (elements.length === 0) throw new ScreenplayError("noScript");

  const lastPage = elements.at(-1)!.page;
  return {
    format,
    titlePage: options.titlePage ?? {},
    elements,
    scenes,
    pageCount:
      options.exactPageCount ?? (exactPages ? lastPage : Math.max(lastPage, estimate!.pageCount)),
    pageCountExact: options.exactPageCount !== undefined,
  };
}

/**
 * Joins segments as they print (`visibleText`), collapsing whitespace to single spaces, and maps
 * their styles onto the result.
 */
function normalise(segments: Segment[]): { text: string; styleRuns: StyleRun[] } {
  let text = "";
  let endsInSpace = false;
  const runs: StyleRun[] = [];
  for (const segment of segments) {
    const start = text.length;
    // Whole segments at once: growing a long line a character at a time was quadratic.
    let part = visibleText(segment.text).replace(/\s+/g, " ");
    if (text.length === 0 || endsInSpace) part = part.replace(/^ /, "");
    if (part) {
      text += part;
      endsInSpace = part.endsWith(" ");
    }
    const styled = segment.bold || segment.italic || segment.underline;
    if (styled && text.length > start) {
      const run: StyleRun = { start, end: text.length };
      if (segment.bold) run.bold = true;
      if (segment.italic) run.italic = true;
      if (segment.underline) run.underline = true;
      runs.push(run);
    }
  }
  const trimmed = text.trimEnd();
  const styleRuns = runs
    .map((run) => ({
      ...run,
      start: Math.min(run.start, trimmed.length),
      end: Math.min(run.end, trimmed.length),
    }))
    .map((run) => (trimmed[run.start] === " " ? { ...run, start: run.start + 1 } : run))
    .filter((run) => run.end > run.start);
  return { text: trimmed, styleRuns: mergeAdjacent(styleRuns) };
}

function mergeAdjacent(runs: StyleRun[]): StyleRun[] {
  const merged: StyleRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    const same =
      last &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.underline === run.underline;
    if (same && last.end >= run.start - 1) last.end = run.end;
    else merged.push({ ...run });
  }
  return merged;
}
