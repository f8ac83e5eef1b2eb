import type { ScriptElement, Screenplay } from "@/lib/screenplay/model";

import type { Candidate, TextMatch } from "../model";
import type { Line } from "./keywords";

/** What every finder may know about the script as a whole. */
export type ScriptContext = {
  /** Lower-case words of the characters' names: "Sarah's" is a home, not a business. */
  characterWords: Set<string>;
  /** Dialogue elements in a romanised language (extract/romanised.ts), where capitals tell less. */
  romanisedLines?: ReadonlySet<number>;
};

/**
 * Finds items in one element's text; offsets are into `element.text`. `line` is the text's words
 * and keywords (`readLine`), read once for all finders; a finder reads them itself without it.
 */
export type TextFinder = (
  text: string,
  element: ScriptElement,
  context: ScriptContext,
  line?: Line,
) => TextMatch[];

/** Finds items that need the whole script (names introduced once and used everywhere). */
export type ScriptFinder = (screenplay: Screenplay) => Candidate[];

/** Ties a finder's text match to the element it came from. */
export function inElement(element: ScriptElement, match: TextMatch): Candidate {
  return { ...match, elementIndex: element.index };
}
