import type { ScriptElement, Screenplay } from "@/lib/screenplay/model";

import type { Candidate, TextMatch } from "../model";

/** What every finder may know about the script as a whole. */
export type ScriptContext = {
  /** Lower-case words of the characters' names: "Sarah's" is a home, not a business. */
  characterWords: Set<string>;
};

/**
 * Finds items in one element's text; offsets are into `element.text`. `keywords` are the line's
 * (`lineKeywords`), read once for all finders; a finder reads them itself when not given them.
 */
export type TextFinder = (
  text: string,
  element: ScriptElement,
  context: ScriptContext,
  keywords?: number,
) => TextMatch[];

/** Finds items that need the whole script (names introduced once and used everywhere). */
export type ScriptFinder = (screenplay: Screenplay) => Candidate[];

/** Ties a finder's text match to the element it came from. */
export function inElement(element: ScriptElement, match: TextMatch): Candidate {
  return { ...match, elementIndex: element.index };
}
