/**
 * One screenplay model for every input format (product.md §9): the elements of the script in
 * reading order, each with its page, its scene and its inline styles. The clearance first pass
 * reads only this model.
 */

export const ELEMENT_TYPES = [
  "scene_heading",
  "action",
  "character",
  "parenthetical",
  "dialogue",
  "transition",
  "shot",
  "lyrics",
  "general",
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const SOURCE_FORMATS = ["pdf", "fdx", "fountain", "docx", "text"] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** Bold, italic and underline over `text.slice(start, end)` (UTF-16 offsets). */
export type StyleRun = {
  start: number;
  end: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
};

export type ScriptElement = {
  type: ElementType;
  /**
   * The element's text as it prints: blank code points (U+2800, Hangul fillers) made spaces,
   * invisible ones (zero-width, format, control) dropped, line wraps joined with single spaces.
   * Character cues have their extensions stripped: "SARAH (V.O.)" → "SARAH", and the
   * extension goes to `extension`; "(CONT'D)" never survives.
   */
  text: string;
  /** 1-based page on which the element starts. */
  page: number;
  /** 0 before the first scene heading, then 1, 2, … for each scene heading in order. */
  sceneIndex: number;
  /** The scene's number as printed (margin numbers, FDX Number, Fountain #12#), if any. */
  sceneNumber?: string;
  /** Position in `elements`, 0-based. */
  index: number;
  styleRuns: StyleRun[];
  /** Character cues only: "V.O.", "O.S.", "O.C." … without parentheses. */
  extension?: string;
  /** Elements of dual (side-by-side) dialogue. */
  dual?: "left" | "right";
};

export type Scene = {
  index: number;
  number?: string;
  heading: string;
  page: number;
};

export type Screenplay = {
  format: SourceFormat;
  /** Title page fields, lower-case keys: title, credit, author(s), source, draft date, contact … */
  titlePage: Record<string, string>;
  elements: ScriptElement[];
  scenes: Scene[];
  pageCount: number;
  /** True for PDF (counted); false when estimated at 55 lines a page. */
  pageCountExact: boolean;
};

export const LINES_PER_PAGE = 55;
