/**
 * Finds a researcher's or customer's own item in the script ("add a manual item … its
 * occurrences found in the script automatically"): every place the words stand, whole words
 * only, whatever their case.
 */
import type { ClearanceCategory } from "@/config/submissions";
import type { Screenplay } from "@/lib/screenplay/model";

import { titlePageElements } from "./analyze";
import { groupCandidates, groupKey } from "./group";
import type { Candidate, Occurrence } from "./model";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for `text` as whole words, its spaces matching any run of spaces. */
function wordsPattern(text: string): RegExp {
  const body = text.trim().split(/\s+/).map(escape).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

/** The item's key for `text`: the same text in the same category is the same item. */
export const manualItemKey = (category: ClearanceCategory, text: string) =>
  `${category}:${groupKey(text.trim())}`;

/** Every place one of `texts` stands in the script and its title page, in reading order. */
export function findTextOccurrences(
  screenplay: Screenplay,
  category: ClearanceCategory,
  texts: readonly string[],
): Occurrence[] {
  const patterns = [...new Set(texts.map((text) => text.trim()).filter(Boolean))].map(wordsPattern);
  if (patterns.length === 0) return [];
  const titlePage = titlePageElements(screenplay);
  const candidates: Candidate[] = [];
  for (const element of [...titlePage, ...screenplay.elements])
    for (const pattern of patterns)
      for (const match of element.text.matchAll(pattern))
        candidates.push({
          category,
          text: match[0],
          key: "manual",
          canonical: match[0],
          elementIndex: element.index,
          start: match.index,
          end: match.index + match[0].length,
          signals: [],
        });
  return groupCandidates(screenplay, candidates, titlePage)[0]?.occurrences ?? [];
}
