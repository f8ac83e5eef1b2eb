/**
 * Places the script itself names as places — "the town of Spectre", "INT. THE TOWN OF SPECTRE" —
 * and every later mention of them ("as difficult as it was to reach Spectre"). Invented towns
 * need checking as much as real ones: someone may live in a real place of that name.
 */
import type { Screenplay } from "@/lib/screenplay/model";

import { type Candidate, signalOf } from "../model";
import type { ScriptFinder } from "./finder";
import { alternation, caseForms, matchesOf, nameKey, titleCase } from "./patterns";

const PLACE_KINDS = caseForms([
  "town",
  "city",
  "village",
  "hamlet",
  "county",
  "state",
  "province",
  "kingdom",
  "planet",
  "island",
  "republic",
  "borough",
  "parish",
  "township",
  "colony",
  "settlement",
]);
/** "the town of Spectre", "THE CITY OF NEW HAVEN": the kind of place, "of", and its name. */
const PLACE_OF = new RegExp(
  String.raw`\b(?:${PLACE_KINDS})\s+(?:of|OF)\s+(?<name>[A-Z][A-Za-z'’-]{2,24}(?:\s[A-Z][A-Za-z'’-]{2,24})?)`,
  "g",
);
const OF = /\s(?:of|OF)\s/;
const MAX_NAMES = 50;

export const findNamedPlaces: ScriptFinder = (screenplay) => {
  const names = namedPlacesOf(screenplay);
  if (names.size === 0) return [];
  const mention = new RegExp(
    String.raw`(?<![\w'’])(?:${alternation([...names.keys()])})(?![\w'’])`,
    "gi",
  );
  return screenplay.elements.flatMap((element) =>
    element.type === "character"
      ? []
      : matchesOf(mention, element.text).flatMap((found): Candidate[] => {
          const written = found[0];
          // In prose a place is capitalised; "a spectre of doubt" is not Spectre.
          if (!/^[A-Z]/.test(written)) return [];
          const canonical = names.get(written.toLowerCase())!;
          return [
            {
              category: "location",
              text: written,
              key: nameKey(canonical),
              canonical,
              elementIndex: element.index,
              start: found.index,
              end: found.index + written.length,
              signals: [
                signalOf(
                  "named-as-place",
                  `Named as a place in the script: a real place may bear the name`,
                ),
              ],
              suggestedCode: "CC",
            },
          ];
        }),
  );
};

/** Lower-case name → how it is best written, from every "town of …" in the script. */
function namedPlacesOf(screenplay: Screenplay): Map<string, string> {
  const names = new Map<string, string>();
  for (const element of screenplay.elements) {
    // The full pattern tries every kind of place at every word: most lines have no "of" at all.
    if (!OF.test(element.text)) continue;
    for (const found of matchesOf(PLACE_OF, element.text)) {
      const name = found.groups!.name!;
      const lower = name.toLowerCase();
      if (names.size < MAX_NAMES && (!names.has(lower) || name !== name.toUpperCase()))
        names.set(lower, titleCase(name));
    }
  }
  return names;
}
