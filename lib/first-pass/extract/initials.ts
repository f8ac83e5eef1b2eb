/**
 * Organisations named by their initials in prose ("ring the MoD", "ex-MI6", "from the NAO"): a
 * word of capitals among lower-case words, after an article or a preposition that makes it a
 * body one belongs to, works at or hears from, not a thing one has ("a CCTV camera", "my GP").
 */
import { GENERIC_ACRONYMS } from "@/config/first-pass/generic-terms";

import { isDemonym, isPlaceInitials, placeInfo } from "../data/places";
import { isEnglishWord } from "../data/words";
import { signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { isRomanNumeral, matchesOf } from "./patterns";

/** Two to five capitals, a lower-case letter among them allowed (MoD) and a digit after (MI6, SO19). */
const INITIALS =
  /(?<![\p{L}\p{N}'’.])[A-Z](?:[A-Z]|[a-z](?=[A-Z])){1,4}\d{0,2}(?![\p{L}\p{N}'’-]|\.\p{L})/gu;
const GENERIC = new Set(GENERIC_ACRONYMS);
/** The word before initials that name a body: "the NHS", "from JIC", "at the NAO", "ex-MI6". */
const BODY_BEFORE = /(?:^|[^\p{L}])(?:the|from|at|to|for|by|of|with|ex-)\s*$/iu;
/** A letter repeated at the end is a sound (AHH, BZZZ), not initials. */
const SOUND = /(\p{L})\1$/u;
/** Capitals of the clock, the calendar and speech ("9 AM", "OK", "ASAP", "BC"). */
const NOT_NAMES = new Set(["am", "pm", "bc", "ad", "bce", "ce", "st", "nd", "rd", "th", "ps"]);

export const findInitials: TextFinder = (text, element, { characterWords }) => {
  if (element.type !== "dialogue" && element.type !== "action") return [];
  // Most lines hold no two capitals in a row; a shouted line is capitals throughout.
  const dotted =
    DOTTED_START.test(text) && !isShouted(text) ? dottedInitials(text, characterWords) : [];
  if (!/[A-Z][A-Za-z]?[A-Z]/.test(text) || !/[a-z]{3}/.test(text) || isShouted(text)) return dotted;
  const found = matchesOf(INITIALS, text).flatMap((found): TextMatch[] => {
    const word = found[0];
    const lower = word.toLowerCase();
    if (
      !BODY_BEFORE.test(text.slice(Math.max(0, found.index - 6), found.index)) ||
      SOUND.test(word) ||
      GENERIC.has(lower) ||
      NOT_NAMES.has(lower) ||
      characterWords.has(lower) ||
      isRomanNumeral(word) ||
      (!/\d/.test(word) && !isCamelCase(word) && isEnglishWord(lower)) ||
      isPlaceNamed(word) ||
      isPlaceInitials(word) ||
      isDemonym(word)
    )
      return [];
    return [initialsMatch(word, lower, found.index)];
  });
  return dotted.length > 0 ? [...dotted, ...found] : found;
};

/** Initials with periods ("a U.S.O. show", "the N.A.A.C.P."): three letters or more. */
const DOTTED = /(?<![\p{L}\p{N}.])((?:[A-Z]\.){3,6})(?![\p{L}\p{N}])/gu;
const DOTTED_START = /[A-Z]\.[A-Z]\.[A-Z]\./;
/** Before dotted initials an article will do too: they are no word, nor a thing one has. */
const DOTTED_BODY_BEFORE = /(?:^|[^\p{L}])(?:the|an?|from|at|to|for|by|of|with|ex-)\s*$/iu;

function dottedInitials(text: string, characterWords: Set<string>): TextMatch[] {
  const found: TextMatch[] = [];
  for (const match of matchesOf(DOTTED, text)) {
    const word = match[1]!;
    const lower = word.replace(/\./g, "").toLowerCase();
    if (
      DOTTED_BODY_BEFORE.test(text.slice(Math.max(0, match.index - 6), match.index)) &&
      !GENERIC.has(lower) &&
      !NOT_NAMES.has(lower) &&
      !characterWords.has(lower) &&
      !isPlaceInitials(lower) &&
      placeInfo(lower) === undefined
    )
      found.push(initialsMatch(word, lower, match.index));
  }
  return found;
}

function initialsMatch(word: string, key: string, start: number): TextMatch {
  return {
    category: "organisation",
    text: word,
    key,
    canonical: word,
    start,
    end: start + word.length,
    signals: [
      signalOf("initials", "Initials in capitals: an agency, a company or a body to identify"),
    ],
    suggestedCode: "CC",
    weak: true,
  };
}

/** More capitals than lower-case letters: a shout or a sign, where capitals say nothing. */
function isShouted(text: string): boolean {
  // Counted by character code: this runs on most lines of dialogue and action.
  let upper = 0;
  let lower = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 65 && code <= 90) upper += 1;
    else if (code >= 97 && code <= 122) lower += 1;
  }
  return upper > lower;
}

/** "MoD", "MoJ": a small letter between capitals is initials' own casing, never a word's. */
function isCamelCase(word: string): boolean {
  return /[A-Z][a-z]+[A-Z]/.test(word);
}

/** Towns this small do not make initials a place: "the EU" is no town of Eu. */
const INITIALS_TOWN = 100_000;

/** Initials that are a country's, a region's or a sizeable city's name (not "the EU" for Eu). */
function isPlaceNamed(word: string): boolean {
  const place = placeInfo(word);
  return place !== undefined && (place.kind !== "city" || (place.population ?? 0) >= INITIALS_TOWN);
}
