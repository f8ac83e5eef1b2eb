/** For finders' unit tests: what a finder makes of one line, as "category: canonical". */
import type { ElementType, ScriptElement } from "@/lib/screenplay/model";

import type { TextFinder } from "./finder";

export function foundIn(
  finder: TextFinder,
  text: string,
  type: ElementType = "action",
  characters: string[] = [],
): string[] {
  const element: ScriptElement = { type, text, page: 1, sceneIndex: 1, index: 0, styleRuns: [] };
  return finder(text, element, { characterWords: new Set(characters) }).map(
    ({ category, canonical }) => `${category}: ${canonical}`,
  );
}
