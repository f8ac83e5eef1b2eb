/**
 * Finds many known phrases in text at once. A phrase is filed under a hash of its words, so
 * reading a text costs a step or two per word, whatever the number of phrases (there are tens of
 * thousands of Wikipedia titles). A character-by-character multi-pattern matcher (Aho–Corasick
 * from npm) was slower to build and to run on screenplays.
 *
 * Most words of a script start some Wikipedia title ("in", "the", "don"), yet few start one the
 * text goes on to match. A bit table of the hashes of every phrase and of its first words tells
 * at once where no phrase ends and no longer one goes on, so the text is never cut into words
 * nor a phrase looked up but where one most likely is.
 */

/** A phrase found at `start`; it runs to `end`. */
export type PhraseHit<T> = { start: number; end: number; data: T };

/** A line's words in a WordStore: `count` of them from word `from`. */
export type WordSpan = { store: WordStore; from: number; count: number };

/** A phrase and what it stands for; `lead` characters come before its first word ("#1 Fan"). */
type Entry<T> = { phrase: string; data: T; lead: number };

/** A line searched, and once asked for, folded as the phrases are. */
type Searched = { text: string; fold: (text: string) => string; folded?: string };

function foldedLine(line: Searched): string {
  line.folded ??= line.fold(line.text);
  return line.folded;
}

/** A word is a run of letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** Bits of the table: some 70,000 are set, so a few per cent of words are looked up for nothing. */
const FILTER_BITS = 2 ** 21;
/** Each word's start, end, hash, and hash without its plural "s" (or NO_HASH). */
const WORD_FIELDS = 4;
const [END, HASH, SINGULAR_HASH] = [1, 2, 3];
const NO_HASH = 0;
/**
 * Told apart in the bit table, in a pair of bits side by side that one mixing of the hash finds:
 * a whole phrase's words, and the first words of a longer one.
 */
const [WHOLE, BEGINNING] = [1, 2];

/**
 * A PhraseIndex as JSON holds it, to be built once and read back (`PhraseIndex.fromJSON`): each
 * entry as [phrase, data, lead], the data as its owner writes it.
 */
export type SerialisedPhraseIndex<U> = {
  /** The bit table, base64. */
  bits: string;
  byWords: [number, [string, U, number][]][];
};

export class PhraseIndex<T> {
  /** Phrases by the hash of their words: a key's list is almost always one phrase long. */
  private readonly byWords = new Map<number, Entry<T>[]>();
  private readonly bits = new Int32Array(FILTER_BITS / 32);

  /** The index as built, back from `toJSON`: no phrase is hashed again. */
  static fromJSON<T, U>(
    { bits, byWords }: SerialisedPhraseIndex<U>,
    decode: (data: U) => T,
  ): PhraseIndex<T> {
    const index = new PhraseIndex<T>([]);
    // Copied out of Buffer's pool, whose offsets need not fall on four bytes.
    index.bits.set(new Int32Array(Uint8Array.from(Buffer.from(bits, "base64")).buffer));
    for (const [key, entries] of byWords)
      index.byWords.set(
        key,
        entries.map(([phrase, data, lead]) => ({ phrase, data: decode(data), lead })),
      );
    return index;
  }

  toJSON<U>(encode: (data: T) => U): SerialisedPhraseIndex<U> {
    const { buffer, byteOffset, byteLength } = this.bits;
    return {
      bits: Buffer.from(buffer, byteOffset, byteLength).toString("base64"),
      byWords: [...this.byWords].map(([key, entries]) => [
        key,
        entries.map(({ phrase, data, lead }) => [phrase, encode(data), lead]),
      ]),
    };
  }

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, data] of entries) {
      const words = [...phrase.matchAll(WORD)];
      // A phrase of signs alone ("&&") is no name to look for.
      if (words.length === 0) continue;
      let hash = NO_HASH;
      words.forEach((word, index) => {
        hash = followedBy(hash, hashOf(word[0]));
        if (index < words.length - 1) setBits(this.bits, hash, BEGINNING);
      });
      setBits(this.bits, hash, WHOLE);
      const key = keyOf(hash);
      const entry = { phrase, data, lead: words[0]!.index };
      this.byWords.set(key, [...(this.byWords.get(key) ?? []), entry]);
    }
  }

  /**
   * Every phrase whose first word starts where a word of `text` starts ("#1 Fan" with its sign
   * before it) and whose words are the text's next words, the last one maybe with a plural "s"
   * ("Fords"). Phrases are expected folded to lower case, and `text` is read as `fold` writes it
   * (in lower case, the same length). Most lines hold no phrase and are never folded: ASCII
   * letters are lowered as they are read, and only a line with other letters is folded first.
   * `words`: the text's words, when they were read already (`readWords`).
   */
  search(
    text: string,
    fold: (text: string) => string,
    words = readWords(text, scratch.cleared()),
  ): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    const line: Searched = { text, fold };
    const { store, from, count } = words ?? foldedWords(foldedLine(line));
    const fields = store.fields;
    for (let first = from; first < from + count; first++) {
      const start = fields[first * WORD_FIELDS]!;
      let before = NO_HASH;
      for (let last = first; last < from + count; last++) {
        const at = last * WORD_FIELDS;
        const hash = followedBy(before, fields[at + HASH]!);
        const singular = fields[at + SINGULAR_HASH]!;
        const kinds = this.kinds(hash);
        if ((kinds & WHOLE) !== 0) this.collect(line, hash, start, hits);
        if (singular !== NO_HASH) {
          const plural = followedBy(before, singular);
          if ((this.kinds(plural) & WHOLE) !== 0) this.collect(line, plural, start, hits);
        }
        if ((kinds & BEGINNING) === 0) break;
        before = hash;
      }
    }
    return hits;
  }

  /** The kinds (WHOLE, BEGINNING) a run of words with this hash may be. */
  private kinds(hash: number): number {
    const slot = slotOf(hash);
    return (this.bits[slot >>> 5]! >>> (slot & 31)) & (WHOLE | BEGINNING);
  }

  /** The phrases filed under `hash` that the line has with their first word at `start`. */
  private collect(line: Searched, hash: number, start: number, hits: PhraseHit<T>[]): void {
    const entries = this.byWords.get(keyOf(hash));
    if (entries === undefined) return;
    const text = foldedLine(line);
    for (let index = 0; index < entries.length; index++) {
      const { phrase, data, lead } = entries[index]!;
      const at = start - lead;
      if (at >= 0 && text.startsWith(phrase, at))
        hits.push({ start: at, end: at + phrase.length, data });
    }
  }
}

/**
 * Words read from lines, kept for as long as the store is: the words of every line of a script
 * are read once and searched by all who need them. Each word is WORD_FIELDS numbers.
 */
export class WordStore {
  fields: Int32Array;
  /** How many words it holds. */
  size = 0;

  /** `capacity`: the words it is expected to hold; it grows past them as it must. */
  constructor(capacity = 256) {
    this.fields = new Int32Array(Math.max(1, Math.ceil(capacity)) * WORD_FIELDS);
  }

  /** The store emptied, to read a line into. */
  cleared(): this {
    this.size = 0;
    return this;
  }

  /** The hash of its `index`th word, which is `hashOf` the word in any case. */
  hashAt(index: number): number {
    return this.fields[index * WORD_FIELDS + HASH]!;
  }

  add(start: number, end: number, hash: number, singular: number): void {
    if ((this.size + 1) * WORD_FIELDS > this.fields.length) this.grow();
    const field = this.size * WORD_FIELDS;
    this.fields[field] = start;
    this.fields[field + END] = end;
    this.fields[field + HASH] = hash;
    this.fields[field + SINGULAR_HASH] = singular;
    this.size += 1;
  }

  private grow(): void {
    const larger = new Int32Array(this.fields.length * 2);
    larger.set(this.fields);
    this.fields = larger;
  }
}

/** Reused by every search not given its words, which runs on every line. */
const scratch = new WordStore();

/**
 * Reads the words of a line of ASCII letters (and any punctuation) into `store`; undefined for
 * a line with other letters, which is to be folded before it is read (`search` does so).
 */
export function readWords(text: string, store: WordStore): WordSpan | undefined {
  const from = store.size;
  if (scanWords(text, true, store)) return { store, from, count: store.size - from };
  store.size = from;
  return undefined;
}

function foldedWords(folded: string): WordSpan {
  const store = scratch.cleared();
  scanWords(folded, false, store);
  return { store, from: 0, count: store.size };
}

/**
 * Adds each word of `text` to `store`, in one scan by character code, as this runs on every line
 * of every script and a Unicode pattern costs several times more. ASCII letters are hashed in
 * lower case. `asciiOnly`: a character outside ASCII and punctuation stops the scan, which then
 * answers false.
 */
function scanWords(text: string, asciiOnly: boolean, store: WordStore): boolean {
  const length = text.length;
  let at = 0;
  while (at < length) {
    let code = wordCode(text, at, asciiOnly);
    if (code === FOLD_FIRST) return false;
    if (code === NOT_WORD) {
      at += 1;
      continue;
    }
    const start = at;
    let hash = HASH_SEED;
    let before = hash;
    let last = code;
    do {
      before = hash;
      hash = nextHash(hash, code);
      last = code;
      at += 1;
      code = at < length ? wordCode(text, at, asciiOnly) : NOT_WORD;
    } while (code >= 0);
    if (code === FOLD_FIRST) return false;
    const plural = at - start > 1 && last === LOWER_S;
    store.add(start, at, hash, plural ? before : NO_HASH);
  }
  return true;
}

const HASH_SEED = 0x811c9dc5 | 0;
const LOWER_S = 0x73;
const LOWER_CASE_BIT = 0x20;
/** What `wordCode` answers for a sign or a space, and for a letter only a folded line may hold. */
const [NOT_WORD, FOLD_FIRST] = [-1, -2];
/** Unicode's General Punctuation block holds no letter nor digit. */
const [GENERAL_PUNCTUATION_START, GENERAL_PUNCTUATION_END] = [0x2000, 0x206f];

/** FNV-1a over UTF-16 code units, never NO_HASH. */
function nextHash(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193) | 1;
}

/** A word's hash, the same in any case of ASCII letters. */
export function hashOf(word: string): number {
  let hash = HASH_SEED;
  for (let at = 0; at < word.length; at++) hash = nextHash(hash, wordCode(word, at, false));
  return hash;
}

/** The hash of a run of words, from the hash of the words before it and of the next word. */
function followedBy(before: number, word: number): number {
  return Math.imul(before, 0x9e3779b1) ^ word;
}

/** A map key: a small integer, which V8 keeps unboxed. */
export function keyOf(hash: number): number {
  return hash & 0x3fffffff;
}

/** Spreads a hash's bits over the low ones the table takes: the first of its pair of bits. */
function slotOf(hash: number): number {
  let x = hash;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  return ((x ^ (x >>> 13)) >>> 0) & (FILTER_BITS - 2);
}

function setBits(bits: Int32Array, hash: number, kinds: number): void {
  const slot = slotOf(hash);
  bits[slot >>> 5]! |= kinds << (slot & 31);
}

/**
 * The character at `at` as the scan hashes it: a letter or digit's code, ASCII capitals in lower
 * case; NOT_WORD for the rest. ASCII and punctuation (’, “, —) are told at once, the rest by
 * pattern. `asciiOnly`: FOLD_FIRST for any other character, as the line is to be folded first.
 */
function wordCode(text: string, at: number, asciiOnly: boolean): number {
  const code = text.charCodeAt(at);
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return code;
    return code >= 65 && code <= 90 ? code | LOWER_CASE_BIT : NOT_WORD;
  }
  if (code >= GENERAL_PUNCTUATION_START && code <= GENERAL_PUNCTUATION_END) return NOT_WORD;
  return asciiOnly ? FOLD_FIRST : otherWordCode(text, at, code);
}

/** `wordCode` of a character beyond ASCII and punctuation, apart so that the rest stays small. */
function otherWordCode(text: string, at: number, code: number): number {
  // Both halves of a surrogate pair are word characters when the pair is a letter (𝔄).
  if (code >= 0xd800 && code <= 0xdfff) {
    const pair = text.codePointAt(code >= 0xdc00 ? at - 1 : at);
    return pair !== undefined && WORD_CHAR.test(String.fromCodePoint(pair)) ? code : NOT_WORD;
  }
  return WORD_CHAR.test(text.charAt(at)) ? code : NOT_WORD;
}
