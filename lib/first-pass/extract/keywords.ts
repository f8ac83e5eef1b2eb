/**
 * Each line's words are read once, and every finder's keywords (street types, kinds of vessel…)
 * looked up among them: a finder skips its patterns on a line without its keywords, rather than
 * each finder scanning every line with a pattern of its own.
 */
import { hashOf, keyOf, readWords, type WordSpan, WordStore } from "./phrase-index";

/** A line as the finders read it: its words, and the keyword gates it passes. */
export type Line = {
  /** The gates it passes, and DIGIT if it holds a digit. */
  keywords: number;
  /** Its words, kept for the known names' search; none for a line with letters beyond ASCII. */
  words: WordSpan | undefined;
};

/** Lines with a digit, for the finders of numbers (phones, addresses, flights). */
export const DIGIT = 1;
/** What a line passes when its words could not all be read: every keyword gate. */
const EVERY_WORD_GATE = ~DIGIT;
/** Gates take the bits above DIGIT, up to the sign bit. */
const MAX_GATES = 30;
/** A table of 2^14 bits marking the words that open a gate: most words need no lookup. */
const FILTER_SIZE_BITS = 14;

const gatesByWord = new Map<number, number>();
const filter = new Int32Array(2 ** FILTER_SIZE_BITS / 32);
let gates = 0;

/**
 * A gate for lines that hold one of `words` in any case, as whole words. A keyword is told by
 * its longest run of ASCII letters and digits ("co" for "Co.", "copy" for "a copy of"), so a
 * gate passes every line where its finder's pattern could match the keyword, and a few more.
 */
export function keywordGate(words: readonly string[]): number {
  if (gates === MAX_GATES) throw new Error(`At most ${MAX_GATES} keyword gates`);
  gates += 1;
  const gate = 1 << gates;
  for (const keyword of words) {
    const word = keyword
      .match(/[A-Za-z0-9]+/g)
      ?.reduce((longest, run) => (run.length > longest.length ? run : longest));
    if (word === undefined) throw new Error(`A keyword needs a letter or a digit: "${keyword}"`);
    const key = keyOf(hashOf(word));
    gatesByWord.set(key, (gatesByWord.get(key) ?? 0) | gate);
    const slot = slotOf(key);
    filter[slot >>> 5]! |= 1 << (slot & 31);
  }
  return gate;
}

/** Reads a line's words into `store` (a store of its own when none is given) and its gates. */
export function readLine(text: string, store = new WordStore()): Line {
  const digit = /\d/.test(text) ? DIGIT : 0;
  const words = readWords(text, store);
  if (!words) return { keywords: digit | EVERY_WORD_GATE, words };
  let passed = digit;
  for (let index = words.from; index < words.from + words.count; index++) {
    const key = keyOf(words.store.hashAt(index));
    const slot = slotOf(key);
    if ((filter[slot >>> 5]! & (1 << (slot & 31))) !== 0) passed |= gatesByWord.get(key) ?? 0;
  }
  return { keywords: passed, words };
}

/** A word's place in the filter, from the high bits of a multiplication that mixes its hash. */
function slotOf(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - FILTER_SIZE_BITS);
}
