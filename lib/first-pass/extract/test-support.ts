/** For finders' unit tests: what a finder makes of one line, as "category: canonical". */
import { analyzeScreenplay } from "@/lib/first-pass/analyze";
import type { ClearanceItem } from "@/lib/first-pass/model";
import { parseFountain } from "@/lib/screenplay/fountain";
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

/** What the whole first pass makes of a Fountain script: each name as written, and its item's category. */
export function categoriesOf(fountain: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const item of analyzeScreenplay(parseFountain(fountain)).items as ClearanceItem[])
    for (const occurrence of item.occurrences) found.set(occurrence.text, item.category);
  return found;
}
