/**
 * Small helpers shared by the pattern finders (phones, web addresses, plates, addresses,
 * flights): scanning with a global regex, settling a finder's own overlaps, casing.
 */
import type { TextMatch } from "../model";

/** What a finder decides about one regex match; the text and offsets come from the match. */
export type MatchFields = Omit<TextMatch, "text" | "start" | "end">;

/**
 * Every match of a global regex, in text order: what `[...text.matchAll(re)]` gives, several
 * times quicker, as `matchAll` copies the regex on each call and the finders run on every line.
 */
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  return scan(re, text, (found) => found);
}

function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff ? index + 2 : index + 1;
}

/** "Corp." → "Corp": a word without its closing period, if it has one. */
export function withoutPeriod(word: string): string {
  return word.endsWith(".") ? word.slice(0, -1) : word;
}

/**
 * Each match of a global regex that `read` accepts, in text order, read as it is found: `read`
 * must not run `re` itself.
 */
export function scan<T>(
  re: RegExp,
  text: string,
  read: (found: RegExpExecArray) => T | undefined,
): T[] {
  if (!re.global) throw new TypeError(`scan needs a global regex: ${String(re)}`);
  const results: T[] = [];
  re.lastIndex = 0;
  for (let found = re.exec(text); found; found = re.exec(text)) {
    // An empty match would be found again at the same place.
    if (found[0] === "") re.lastIndex = nextIndex(text, re.lastIndex, re.unicode || re.unicodeSets);
    const result = read(found);
    if (result !== undefined) results.push(result);
  }
  return results;
}

/** A finder's match over `text.slice(start, end)`. */
export function matchAt(text: string, start: number, end: number, fields: MatchFields): TextMatch {
  return { ...fields, text: text.slice(start, end), start, end };
}

/** Of overlapping matches, keeps the one that starts first, and the longer of equal starts. */
export function withoutOverlaps(matches: TextMatch[]): TextMatch[] {
  if (matches.length < 2) return matches;
  const ordered = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextMatch[] = [];
  for (const match of ordered) {
    const last = kept.at(-1);
    if (!last || match.start >= last.end) kept.push(match);
  }
  return kept;
}

/** Text with capitals and no lower-case letters: action lines and headings often shout. */
export function isShouting(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** Lower case, no leading "the", no full stops or commas: "THE BLUE MOON" is "Blue Moon". */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/['’]/g, "'")
    .replace(/[.,]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** "MAPLE STREET" → "Maple Street", "57TH" → "57th"; a name in mixed case is kept as written. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(
      /(^|[\s\-/(.])(\p{Ll})/gu,
      (_match, head: string, letter: string) => head + letter.toUpperCase(),
    )
    .replace(/(?<=\s)(?:Of|The|And|De|La|For|In|On)(?=\s)/g, (word) => word.toLowerCase())
    .replace(/\b(?:Llc|Llp|Ltd|Plc|Pd|Nypd|Lapd|Fbi|Tv|Usa|Uk)\b/g, (word) => word.toUpperCase())
    .replace(/\b[IVXivx]{2,5}\b/g, (word) => (isRomanNumeral(word) ? word.toUpperCase() : word));
}

/**
 * II to XX, as in World War II or Rocky III; not XI, which is as often a name (Xi Jinping), nor
 * one letter, which title case already capitalises.
 */
export function isRomanNumeral(word: string): boolean {
  return /^(?:i{2,3}|iv|vi{0,3}|ix|xi{2,3}|xiv|xvi{0,3}|xix|xx)$/i.test(word);
}

/**
 * A regex alternation of words as scripts write them: lower case, capitalised and in capitals
 * ("street|Street|STREET").
 */
export function caseForms(words: readonly string[]): string {
  return alternation(
    words.flatMap((word) => {
      const lower = word.toLowerCase();
      return [lower, lower.charAt(0).toUpperCase() + lower.slice(1), word.toUpperCase()];
    }),
  );
}

/** Literal words as a regex alternation, longer first so that "Streets" is not cut to "Street". */
export function alternation(words: readonly string[]): string {
  return groupedAlternation(
    [...new Set(words)]
      .sort((a, b) => b.length - a.length)
      .map((word) => [escaped(word.charAt(0)), escaped(word.slice(1))]),
  );
}

/**
 * Alternatives, each its first character and the pattern after it, as one alternation grouped
 * by first character, in their order. V8 tries every alternative at every place; grouped, it
 * tries only those the character there starts, several times quicker on lists of hundreds of
 * words. The same alternative wins as before, as ones that start differently never both match.
 * In a case-insensitive pattern, alternatives must start in one case.
 */
export function groupedAlternation(alternatives: readonly (readonly [string, string])[]): string {
  return [...Map.groupBy(alternatives, ([first]) => first)]
    .map(([first, group]) =>
      group.length === 1
        ? `${first}${group[0]![1]}`
        : `${first}(?:${group.map(([, rest]) => rest).join("|")})`,
    )
    .join("|");
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A capital after ". " or at the start of the text says nothing about the word. */
export function atSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).replace(/[\s"'“‘(\[—–-]+$/u, "");
  return before === "" || /[.!?…:]$/.test(before);
}
