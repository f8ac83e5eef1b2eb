/**
 * Finds many known phrases in text at once. Phrases are filed under their first word and then
 * their second, so reading a text costs a lookup or two per word, whatever the number of phrases
 * (there are hundreds of thousands of Wikipedia titles). A character-by-character multi-pattern
 * matcher (Aho–Corasick from npm) was slower to build and to run on screenplays.
 */

/** A phrase found at `start`; it runs to `end`. */
export type PhraseHit<T> = { start: number; end: number; data: T };

type Entry<T> = { phrase: string; data: T };

/** What starts with one word: the phrases of that word alone, and longer ones by their second. */
type Filed<T> = { alone: Entry<T>[]; bySecond: Map<string, Entry<T>[]> };

/** A word is a run of letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

export class PhraseIndex<T> {
  private readonly byFirstWord = new Map<string, Filed<T>>();
  /** Phrases that start with a sign ("#1 Fan"), looked for one by one. */
  private readonly unanchored: Entry<T>[] = [];

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, data] of entries) {
      const [first, second] = [...phrase.matchAll(WORD)];
      if (first?.index !== 0) {
        this.unanchored.push({ phrase, data });
        continue;
      }
      const filed: Filed<T> = this.byFirstWord.get(first[0]) ?? { alone: [], bySecond: new Map() };
      this.byFirstWord.set(first[0], filed);
      if (!second) filed.alone.push({ phrase, data });
      else
        filed.bySecond.set(second[0], [...(filed.bySecond.get(second[0]) ?? []), { phrase, data }]);
    }
  }

  /**
   * Every phrase that starts where a word of `text` starts and ends where that or a later word
   * ends, or one letter short of it (the plural "s" of "Fords"). Phrases and text are expected in
   * the same case. Phrases that end inside a longer word are not looked for.
   */
  search(text: string): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    // Word by word with the next one in hand; a scan by character code, as this runs on every
    // line of every script and a Unicode pattern costs several times more.
    let start = nextWordStart(text, 0);
    let end = wordEnd(text, start);
    // The next word, once cut out to look up as a second word, is looked up as a first word in
    // the next round without being cut out (and hashed) again.
    let cut: string | undefined;
    while (start < text.length) {
      const word = cut ?? text.slice(start, end);
      cut = undefined;
      const nextStart = nextWordStart(text, end);
      const nextEnd = wordEnd(text, nextStart);
      const filed = this.byFirstWord.get(word);
      if (filed) {
        collect(text, filed.alone, start, hits);
        if (nextStart < text.length && filed.bySecond.size > 0) {
          const next = (cut = text.slice(nextStart, nextEnd));
          collect(text, filed.bySecond.get(next), start, hits);
          if (isPlural(next)) collect(text, filed.bySecond.get(next.slice(0, -1)), start, hits);
        }
      }
      if (isPlural(word))
        collect(text, this.byFirstWord.get(word.slice(0, -1))?.alone, start, hits);
      start = nextStart;
      end = nextEnd;
    }
    for (const { phrase, data } of this.unanchored) {
      for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
        hits.push({ start: at, end: at + phrase.length, data });
      }
    }
    return hits;
  }
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

function nextWordStart(text: string, from: number): number {
  let at = from;
  while (at < text.length && !isWordCharAt(text, at)) at += 1;
  return at;
}

function wordEnd(text: string, start: number): number {
  let at = start;
  while (at < text.length && isWordCharAt(text, at)) at += 1;
  return at;
}

/** The phrases of `entries` that `text` has at `start`. */
function collect<T>(
  text: string,
  entries: Entry<T>[] | undefined,
  start: number,
  hits: PhraseHit<T>[],
): void {
  for (const { phrase, data } of entries ?? []) {
    if (text.startsWith(phrase, start)) hits.push({ start, end: start + phrase.length, data });
  }
}

const isPlural = (word: string) => word.length > 1 && word.endsWith("s");
