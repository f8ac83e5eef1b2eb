/**
 * Dialogue written in a romanised language (Telugu, Hindi or Tamil in Latin letters, the action
 * in English: docs/first-pass.md §4.9). Such a line opens every sentence with a capital on a
 * word no English list knows, so a capital there says nothing; the script's own lines tell its
 * words from its names instead: a word it writes in lower case is a word of the language, and
 * one it capitalises inside a sentence is a name.
 */
import {
  ROMANISED_INSTITUTIONS,
  ROMANISED_PERSON_AFTER,
  ROMANISED_PLACE_CASES,
  ROMANISED_PLACE_KINDS,
  ROMANISED_PLACE_WORDS,
} from "@/config/first-pass/romanised-words";
import type { Screenplay } from "@/lib/screenplay/model";

import { isEnglishWord } from "../data/words";
import { type Candidate, type ClearanceCategory, type Signal, signalOf } from "../model";
import { atSentenceStart, matchesOf } from "./patterns";

/** A dialogue line is read for its language when it has this many words at least. */
const MIN_WORDS = 3;
/** A line whose share of words on no English list reaches this is not English. */
const FOREIGN_LINE_SHARE = 0.5;
/** A script whose share of such lines reaches this is written in a romanised language. */
const FOREIGN_SCRIPT_SHARE = 0.3;
/** In such a script, a line with this share of words on no English list is in that language. */
const MIXED_LINE_SHARE = 0.25;
/** Dialogue lines read to tell the script's language (a feature has a thousand or more). */
const SAMPLE_LINES = 300;

/** Words of two letters or more; a word in capitals is a name or a shout, never the language. */
const WORD = /\p{L}[\p{L}'’]*\p{L}|\p{L}/gu;
const LETTERS = /\p{L}+/gu;

export type RomanisedDialogue = {
  /** Indexes of the dialogue elements written in the romanised language. */
  lines: ReadonlySet<number>;
  /** Words those lines write in lower case: the language's own words. */
  words: ReadonlySet<string>;
  /** Words those lines capitalise inside a sentence (lower-cased): names. */
  namesInside: ReadonlySet<string>;
};

const NONE: RomanisedDialogue = { lines: new Set(), words: new Set(), namesInside: new Set() };

const readings = new WeakMap<Screenplay, RomanisedDialogue>();

/** The script's dialogue in a romanised language, if most of it is (read once per script). */
export function romanisedDialogue(screenplay: Screenplay): RomanisedDialogue {
  let reading = readings.get(screenplay);
  if (!reading) {
    reading = readDialogue(screenplay);
    readings.set(screenplay, reading);
  }
  return reading;
}

function readDialogue(screenplay: Screenplay): RomanisedDialogue {
  const dialogue = screenplay.elements.filter((element) => element.type === "dialogue");
  let read = 0;
  let foreign = 0;
  // The script's language shows in its first lines: an English script is told after these.
  for (const element of dialogue) {
    const share = foreignShare(element.text);
    if (share === undefined) continue;
    if (++read > SAMPLE_LINES) break;
    if (share >= FOREIGN_LINE_SHARE) foreign++;
  }
  if (read === 0 || foreign / Math.min(read, SAMPLE_LINES) < FOREIGN_SCRIPT_SHARE) return NONE;
  const lines = new Set<number>();
  const words = new Set<string>();
  const namesInside = new Set<string>();
  for (const element of dialogue) {
    const share = foreignShare(element.text);
    if (share !== undefined && share < MIXED_LINE_SHARE) continue;
    lines.add(element.index);
    for (const match of element.text.matchAll(WORD)) {
      const word = match[0];
      if (word === word.toLowerCase()) words.add(word);
      else if (!atSentenceStart(element.text, match.index) && word !== word.toUpperCase())
        namesInside.add(word.toLowerCase());
    }
  }
  return { lines, words, namesInside };
}

/** The share of a line's words on no English list, or nothing when it has too few to tell. */
function foreignShare(text: string): number | undefined {
  let words = 0;
  let foreign = 0;
  // Split at apostrophes too: "don't" is "don" and a letter, both English enough.
  for (const [word] of matchesOf(LETTERS, text)) {
    if (word.length < 2 || word === word.toUpperCase()) continue;
    words++;
    if (!isEnglishWord(word)) foreign++;
  }
  return words < MIN_WORDS ? undefined : foreign / words;
}

/** Signals of someone who speaks or is introduced: the cast. */
const CAST_KINDS = new Set(["speaking", "caps-intro"]);

/** What a script's own lists and the census know of a word, not whether it is a name here. */
const GUESSED_KINDS = new Set([
  "full-name",
  "first-name-only",
  "surname-only",
  "ambiguous-name",
  "lone-name",
  "spoken-to",
  "product-name",
  "name-not-listed",
  "census-first-name",
  "census-surname",
]);

/**
 * A find that opens a sentence of romanised dialogue and is only a guess from a capital: dropped
 * when its first word is one the script writes in lower case (a word of the language: "Mari",
 * "Peru"), or when nothing but the census or the words around it made it a name and the script
 * never capitalises it inside a sentence. The cast keep their names.
 */
export function isRomanisedOpener(
  candidate: Candidate,
  dialogue: RomanisedDialogue,
  elementText: (index: number) => string | undefined,
): boolean {
  if (!dialogue.lines.has(candidate.elementIndex)) return false;
  const text = elementText(candidate.elementIndex);
  if (text === undefined || !atSentenceStart(text, candidate.start)) return false;
  const first = candidate.text.match(WORD)?.[0];
  if (!first || first === first.toUpperCase()) return false;
  if (candidate.signals.some((signal) => CAST_KINDS.has(signal.kind))) return false;
  const lower = first.toLowerCase();
  if (dialogue.words.has(lower)) return true;
  if (candidate.signals.some((signal) => signal.kind === "romanised-typed")) return false;
  const guessed =
    candidate.unlisted === true ||
    candidate.signals.every((signal) => GUESSED_KINDS.has(signal.kind));
  return guessed && !dialogue.namesInside.has(lower);
}

const PLACE_CASES = new Set(ROMANISED_PLACE_CASES);
const PLACE_WORDS = new Set(ROMANISED_PLACE_WORDS);
const PLACE_KINDS = new Set(ROMANISED_PLACE_KINDS);
const PERSON_AFTER = new Set(ROMANISED_PERSON_AFTER);
const INSTITUTIONS = new Map(Object.entries(ROMANISED_INSTITUTIONS));
const NEXT_WORD = /^\s+(\p{Ll}+)/u;

/** What a name on none of our lists is in romanised dialogue, and the words that say so. */
export type RomanisedName = {
  category: ClearanceCategory;
  signal: Signal;
  /** The kind of institution after the name, which is part of it ("Osmania hospital"). */
  kindAfter?: string;
};

/**
 * What a name on none of our lists is in a line of romanised dialogue, by the word after it or
 * its own last word: a case ending or a kind of place ("Nellore lo", "Kaveri nadi", "Ashok
 * Nagar"), a kind of institution ("Gandhi hospital"), an honorific ("Rao garu"); a sentence's
 * first word only before a kind of institution, as any word opens a sentence. A capital alone
 * says too little there: the script's language capitalises words for emphasis, and the gods and
 * heroes of its stories, which a report does not check (docs/first-pass.md §4.9).
 */
export function romanisedName(
  words: readonly string[],
  after: string,
  atSentenceStart: boolean,
  isOrdinaryWord: (word: string) => boolean,
): RomanisedName | undefined {
  const next = NEXT_WORD.exec(after);
  const word = next?.[1];
  const ordinary = words.every(isOrdinaryWord);
  const institution = word === undefined ? undefined : INSTITUTIONS.get(word);
  if (institution && !ordinary)
    return { category: institution, signal: typed(`Named before "${word}"`), kindAfter: next![0] };
  // A sentence's first word is capitalised whatever it is: "Smashanam lo" is "in the graveyard".
  if (atSentenceStart && words.length === 1) return undefined;
  const placeWord = words.length >= 2 && PLACE_WORDS.has(words.at(-1)!.toLowerCase());
  const placeNext = word !== undefined && (PLACE_CASES.has(word) || PLACE_KINDS.has(word));
  if ((placeWord || placeNext) && (words.length >= 2 || !ordinary))
    return {
      category: "location",
      signal: typed(placeWord ? "Named as places are" : `Named before "${word}"`),
    };
  if (!ordinary && word !== undefined && PERSON_AFTER.has(word))
    return { category: "character_name", signal: typed(`Named before "${word}"`) };
  return undefined;
}

function typed(detail: string): Signal {
  return signalOf("romanised-typed", `${detail} in romanised dialogue, on none of our lists`);
}
