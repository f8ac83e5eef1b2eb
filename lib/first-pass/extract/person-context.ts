/**
 * What the words next to a name on no list say of a person (docs/first-pass.md §4.4): someone
 * set beside a word for a person ("Joss the mailman") or called by a thing and such a word
 * ("Volvo Guy").
 */
import { APPOSITION_ROLES, NICKNAME_HEADS } from "@/config/first-pass/person-words";

import { alternation } from "./patterns";

/** "Joss the mailman", "Wren the new girl", "Tom the UPS guy": up to two words before the role. */
const APPOSITION = new RegExp(
  String.raw`^\s+the\s+(?:[\p{L}'’-]+\s+){0,2}?(?:${alternation(APPOSITION_ROLES)}|\p{L}+(?:wo)?man)\b`,
  "iu",
);
const HEADS = new Set(NICKNAME_HEADS);

/** Whether the words after a name set it beside a word for a person. */
export function isIntroducedByRole(after: string): boolean {
  return APPOSITION.test(after);
}

/**
 * Whether a name is a nickname made of a thing and a word for someone ("Volvo Guy", "Denver
 * Kid"): `isOrdinary` tells a word of the language, since "Pizza Guy" names no one to check.
 */
export function isNickname(words: readonly string[], isOrdinary: (word: string) => boolean) {
  return (
    words.length >= 2 &&
    HEADS.has(words.at(-1)!.toLowerCase()) &&
    !words.slice(0, -1).every(isOrdinary)
  );
}
