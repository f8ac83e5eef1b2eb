/**
 * Finds many known phrases in text at once. Phrases are filed under their first word and then
 * their second, so reading a text costs a lookup or two per word, whatever the number of phrases
 * (there are hundreds of thousands of Wikipedia titles). A character-by-character multi-pattern
 * matcher (Aho–Corasick from npm) was slower to build and to run on screenplays.
 *
 * Most words of a script start some Wikipedia title ("in", "the", "don"), yet few start one
 * the text goes on to match. A bit table of word and word-pair hashes, filled from the phrases,
 * tells at once the words that start nothing, so they are never cut out nor looked up.
 */

/** A phrase found at `start`; it runs to `end`. */
export type PhraseHit<T> = { start: number; end: number; data: T };

/** A phrase and what it stands for; `lead` characters come before its first word ("#1 Fan"). */
type Entry<T> = { phrase: string; data: T; lead: number };

/** What starts with one word: the phrases of that word alone, and longer ones by their second. */
type Filed<T> = { alone: Entry<T>[]; bySecond: Map<string, Entry<T>[]> };

/** A word is a run of letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** Bits of the word filter: a few per cent of words that start nothing still get looked up. */
const FILTER_BITS = 2 ** 20;
/** Each word's start, end, hash, and hash without its plural "s" (or NO_HASH). */
const WORD_FIELDS = 4;
const [END, HASH, SINGULAR_HASH] = [1, 2, 3];
const NO_HASH = 0;

export class PhraseIndex<T> {
  private readonly byFirstWord = new Map<string, Filed<T>>();
  /** Set for each first word of a one-word phrase and each first and second word pair. */
  private readonly mayStart = new Int32Array(FILTER_BITS / 32);

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, data] of entries) {
      const [first, second] = [...phrase.matchAll(WORD)];
      // A phrase of signs alone ("&&") is no name to look for.
      if (!first) continue;
      const entry = { phrase, data, lead: first.index };
      const filed: Filed<T> = this.byFirstWord.get(first[0]) ?? { alone: [], bySecond: new Map() };
      this.byFirstWord.set(first[0], filed);
      const firstHash = hashOf(first[0]);
      if (!second) {
        filed.alone.push(entry);
        setBit(this.mayStart, aloneSlot(firstHash));
      } else {
        filed.bySecond.set(second[0], [...(filed.bySecond.get(second[0]) ?? []), entry]);
        setBit(this.mayStart, pairSlot(firstHash, hashOf(second[0])));
      }
    }
  }

  /**
   * Every phrase whose first word starts where a word of `text` starts ("#1 Fan" with its sign
   * before it) and that ends where that or a later word ends, or one letter short of it (the
   * plural "s" of "Fords"). Phrases and text are expected in the same case. Phrases that end
   * inside a longer word, or have no word at all, are not looked for.
   */
  search(text: string): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    const count = scanWords(text);
    const words = wordBuffer;
    for (let index = 0; index < count; index++) {
      const at = index * WORD_FIELDS;
      const start = words[at]!;
      const hash = words[at + HASH]!;
      const singular = words[at + SINGULAR_HASH]!;
      const alone =
        this.may(aloneSlot(hash)) || (singular !== NO_HASH && this.may(aloneSlot(singular)));
      const next = index + 1 < count ? at + WORD_FIELDS : undefined;
      const nextSingular = next === undefined ? NO_HASH : words[next + SINGULAR_HASH]!;
      const pair =
        next !== undefined &&
        (this.may(pairSlot(hash, words[next + HASH]!)) ||
          (nextSingular !== NO_HASH && this.may(pairSlot(hash, nextSingular))));
      if (!alone && !pair) continue;
      const word = text.slice(start, words[at + END]);
      const filed = this.byFirstWord.get(word);
      if (filed) {
        collect(text, filed.alone, start, hits);
        if (pair && filed.bySecond.size > 0) {
          const nextWord = text.slice(words[next]!, words[next + END]);
          collect(text, filed.bySecond.get(nextWord), start, hits);
          if (nextSingular !== NO_HASH)
            collect(text, filed.bySecond.get(nextWord.slice(0, -1)), start, hits);
        }
      }
      if (singular !== NO_HASH)
        collect(text, this.byFirstWord.get(word.slice(0, -1))?.alone, start, hits);
    }
    return hits;
  }

  private may(slot: number): boolean {
    return (this.mayStart[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }
}

/**
 * Writes each word of `text` to `wordBuffer` as WORD_FIELDS numbers and returns their count, in
 * one scan by character code, as this runs on every line of every script and a Unicode pattern
 * costs several times more.
 */
function scanWords(text: string): number {
  let count = 0;
  let at = 0;
  while (at < text.length) {
    while (at < text.length && !isWordCharAt(text, at)) at += 1;
    if (at === text.length) break;
    const start = at;
    let hash = HASH_SEED;
    let before = hash;
    while (at < text.length && isWordCharAt(text, at)) {
      before = hash;
      hash = nextHash(hash, text.charCodeAt(at));
      at += 1;
    }
    const plural = at - start > 1 && text.charCodeAt(at - 1) === LOWER_S;
    if ((count + 1) * WORD_FIELDS > wordBuffer.length) {
      const larger = new Int32Array(wordBuffer.length * 2);
      larger.set(wordBuffer);
      wordBuffer = larger;
    }
    const field = count * WORD_FIELDS;
    wordBuffer[field] = start;
    wordBuffer[field + END] = at;
    wordBuffer[field + HASH] = hash;
    wordBuffer[field + SINGULAR_HASH] = plural ? before : NO_HASH;
    count += 1;
  }
  return count;
}

/** Reused by every search, which runs on every line, rather than an array allocated for each. */
let wordBuffer = new Int32Array(256 * WORD_FIELDS);

const HASH_SEED = 0x811c9dc5 | 0;
const LOWER_S = 0x73;

/** FNV-1a over UTF-16 code units, never NO_HASH. */
function nextHash(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193) | 1;
}

function hashOf(word: string): number {
  let hash = HASH_SEED;
  for (let at = 0; at < word.length; at++) hash = nextHash(hash, word.charCodeAt(at));
  return hash;
}

function aloneSlot(hash: number): number {
  return mixed(hash) & (FILTER_BITS - 1);
}

function pairSlot(first: number, second: number): number {
  return mixed(Math.imul(first, 0x9e3779b1) ^ second ^ 0x5bd1e995) & (FILTER_BITS - 1);
}

/** Spreads a hash's bits over the low ones the filter takes. */
function mixed(hash: number): number {
  let x = hash ^ (hash >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  return (x ^ (x >>> 13)) >>> 0;
}

function setBit(bits: Int32Array, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

/** Whether the character at `at` is a letter or digit: ASCII at once, the rest by pattern. */
function isWordCharAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  // Both halves of a surrogate pair are word characters when the pair is a letter (𝔄).
  if (code >= 0xd800 && code <= 0xdfff) {
    const pair = text.codePointAt(code >= 0xdc00 ? at - 1 : at);
    return pair !== undefined && WORD_CHAR.test(String.fromCodePoint(pair));
  }
  return WORD_CHAR.test(text.charAt(at));
}

/** The phrases of `entries` that `text` has with their first word at `start`. */
function collect<T>(
  text: string,
  entries: Entry<T>[] | undefined,
  start: number,
  hits: PhraseHit<T>[],
): void {
  // Most lists a word passes the filter with are empty or one long.
  if (entries === undefined) return;
  for (let index = 0; index < entries.length; index++) {
    const { phrase, data, lead } = entries[index]!;
    const at = start - lead;
    if (at >= 0 && text.startsWith(phrase, at))
      hits.push({ start: at, end: at + phrase.length, data });
  }
}
