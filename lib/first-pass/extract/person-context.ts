/**
 * What the words next to a name on no list say of a person (docs/first-pass.md §4.4): someone
 * set beside a word for a person ("Joss the mailman"), named with someone by a first name
 * ("Kitty and Minny"), or called by a thing and a word for someone ("Volvo Guy").
 */
import { APPOSITION_ROLES, NICKNAME_HEADS } from "@/config/first-pass/person-words";

import { firstNameRank } from "../data/names";
import { type Signal, signalOf } from "../model";
import { alternation } from "./patterns";

/** "Joss the mailman", "Wren the new girl", "Tom the UPS guy": up to two words before the role. */
const APPOSITION = new RegExp(
  String.raw`^\s+the\s+(?:[\p{L}'’-]+\s+){0,2}?(?:${alternation(APPOSITION_ROLES)}|\p{L}+(?:wo)?man)\b`,
  "iu",
);
/** "SURI, a tough looking goon": a name in capitals introduced by what kind of person it is. */
const DESCRIBED = new RegExp(
  String.raw`^,\s+an?\s+(?:[\p{L}'’-]+\s+){0,3}?(?:${alternation(APPOSITION_ROLES)}|\p{L}+(?:wo)?man)\b`,
  "iu",
);

/** Whether the words after a name say what kind of person it is (", a tough looking goon"). */
export function isDescribedAfter(after: string): boolean {
  return DESCRIBED.test(after);
}

/** "Kitty and Minny", "Minny or Kitty": the other name of a pair joined by "and", "&" or "or". */
const PAIRED_BEFORE = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)\s+(?:and|&|or)\s+$/u;
const PAIRED_AFTER = /^\s+(?:and|&|or)\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’])/u;
const HEADS = new Set(NICKNAME_HEADS);

const INTRODUCED = signalOf(
  "introduced-by-role",
  "On none of our lists, and set beside a word for a person: a person to check",
);
const PAIRED = signalOf(
  "paired-with-person",
  "On none of our lists, and named with someone by a first name: a person to check",
);
export const NICKNAMED = signalOf(
  "nickname",
  "On none of our lists, and made of a thing and a word for someone: a person to check",
);

/** What the words around a name say of it as a person's, if anything. */
export function personContext(before: string, after: string): Signal | undefined {
  if (APPOSITION.test(after)) return INTRODUCED;
  const paired = PAIRED_BEFORE.exec(before)?.[1] ?? PAIRED_AFTER.exec(after)?.[1];
  if (paired !== undefined && firstNameRank(paired) !== undefined) return PAIRED;
  return undefined;
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
