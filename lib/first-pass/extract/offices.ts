/**
 * Office-holders named by their office ("the Governor", "the Chief Justice"): in a story set in
 * a real time and place, the office points at a real person. An office someone in the script
 * holds and speaks as (a GOVERNOR cue, a MAYOR cue) is a character instead.
 */
import { type Candidate, signalOf } from "../model";
import type { ScriptFinder } from "./finder";
import { alternation, matchesOf } from "./patterns";

// prettier-ignore
const OFFICES = [
  "President", "Vice President", "Governor", "Prime Minister", "Chief Justice", "Archbishop",
  "Pope", "King", "Queen", "Attorney General", "Secretary of State", "Chancellor", "Premier",
  "Home Secretary", "Foreign Secretary", "Surgeon General", "Mayor",
];
const OFFICE = new RegExp(String.raw`\b[Tt]he (${alternation(OFFICES)})\b(?! of\b)`, "g");

export const findOfficeHolders: ScriptFinder = (screenplay) => {
  // The cues are read only for a script that names an office: most name none.
  let speakers: string[] | undefined;
  const spoken = new Map<string, boolean>();
  const speaks = (office: string) => {
    speakers ??= screenplay.elements
      .filter((element) => element.type === "character")
      .map((element) => element.text.toLowerCase());
    if (!spoken.has(office))
      spoken.set(
        office,
        speakers.some((cue) => cue.includes(office)),
      );
    return spoken.get(office)!;
  };
  const found: Candidate[] = [];
  for (const element of screenplay.elements) {
    if (element.type !== "dialogue" && element.type !== "action") continue;
    // Most lines name no office: the pattern runs only where "the " meets a capital.
    if (!/\b[Tt]he [A-Z]/.test(element.text)) continue;
    for (const match of matchesOf(OFFICE, element.text)) {
      const office = match[1]!;
      if (speaks(office.toLowerCase())) continue;
      found.push({
        category: "real_person",
        text: match[0],
        key: `the ${office.toLowerCase()}`,
        canonical: `the ${office}`,
        elementIndex: element.index,
        start: match.index,
        end: match.index + match[0].length,
        signals: [
          signalOf(
            "office-holder",
            "Named by office: the story's time and place may make the holder identifiable",
          ),
        ],
        suggestedCode: "PF",
        weak: true,
      });
    }
  }
  return found;
};
