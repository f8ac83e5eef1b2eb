/**
 * How much one title resembles another, in measures a researcher reads without a manual
 * (clearance-domain.md §2.7): the same title, the same words in another order or with other
 * articles, one title inside the other, a few letters apart, or sounding alike. The trigram
 * score comes from PostgreSQL's pg_trgm (search.ts); these run anywhere.
 */
import { doubleMetaphone } from "double-metaphone";

import { SIMILARITY_KINDS, type SimilarityKind } from "@/config/title-clearance";

/** Articles that do not make a title different ("The Harbour" and "Harbour, The"). */
const ARTICLES = new Set([
  "the",
  "a",
  "an",
  "le",
  "la",
  "les",
  "el",
  "los",
  "las",
  "der",
  "die",
  "das",
]);

const NUMBER_WORDS: Record<string, string> = {
  "1": "one",
  "2": "two",
  "3": "three",
  "4": "four",
  "5": "five",
  "6": "six",
  "7": "seven",
  "8": "eight",
  "9": "nine",
  "10": "ten",
};

/**
 * A title folded for comparison: lower case, accents dropped, "&" read as "and", punctuation
 * gone, single spaces ("Amélie & Co." → "amelie and co").
 */
export function foldTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The title's words without articles, digits spelt out ("The 3 Kings" → three, kings). */
export function titleWords(title: string): string[] {
  return foldTitle(title)
    .split(" ")
    .filter((word) => word && !ARTICLES.has(word))
    .map((word) => (Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word]! : word));
}

/**
 * Letters to change, add, remove or swap (neighbours) to turn `a` into `b`: the optimal string
 * alignment distance. Gives up once it is sure to pass `max`, answering `max + 1`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many letters two titles may be apart and still read as a near-miss: more for long ones. */
export const nearMissLimit = (length: number) =>
  length < 5 ? 0 : length < 12 ? 1 : length < 24 ? 2 : 3;

/** The sound of each word (Double Metaphone's primary code), articles left out. */
export const soundOf = (title: string): string[] => soundOfPrepared(prepareTitle(title));

/** What links an existing title to a candidate, strongest measure first; null when nothing does. */
export type Resemblance = {
  kind: Exclude<SimilarityKind, "trigram" | "manual">;
  /** Letters apart (folded titles); set for every comparison that got that far. */
  editDistance: number | null;
};

const sameMultiset = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");

/** Whether every word of `inner` (two at least, or one long one) appears in `outer`, in order. */
function containsTitle(outer: string[], inner: string[]): boolean {
  if (inner.length === 0 || inner.length >= outer.length) return false;
  if (inner.length === 1 && inner[0]!.length < 5) return false;
  const needle = ` ${inner.join(" ")} `;
  return ` ${outer.join(" ")} `.includes(needle);
}

/** A title with its folded forms worked out once, for comparing against many others. */
export type PreparedTitle = {
  folded: string;
  words: string[];
  /** Filled on first need: Double Metaphone is the costly part. */
  sound?: string[];
};

export const prepareTitle = (title: string): PreparedTitle => ({
  folded: foldTitle(title),
  words: titleWords(title),
});

const soundOfPrepared = (title: PreparedTitle) =>
  (title.sound ??= title.words.map((word) => doubleMetaphone(word)[0] || word));

/**
 * The strongest measure that links `other` to `candidate`, or null. Cheap checks run first, so a
 * few thousand titles compare in a few milliseconds.
 */
export function resemblanceOf(candidate: PreparedTitle, other: PreparedTitle): Resemblance | null {
  const { folded: a, words: wordsA } = candidate;
  const { folded: b, words: wordsB } = other;
  if (!a || !b) return null;
  if (a === b) return { kind: "exact", editDistance: 0 };
  if (wordsA.length > 0 && sameMultiset(wordsA, wordsB)) {
    return { kind: "same_words", editDistance: null };
  }
  if (containsTitle(wordsA, wordsB) || containsTitle(wordsB, wordsA)) {
    return { kind: "contains", editDistance: null };
  }
  const limit = nearMissLimit(Math.min(a.length, b.length));
  const distance = editDistance(wordsA.join(" "), wordsB.join(" "), limit);
  if (limit > 0 && distance <= limit) return { kind: "edit_distance", editDistance: distance };
  const soundA = soundOfPrepared(candidate);
  if (soundA.join("").length >= 2 && sameMultiset(soundA, soundOfPrepared(other))) {
    return { kind: "sound_alike", editDistance: null };
  }
  return null;
}

export const resemblance = (candidate: string, other: string) =>
  resemblanceOf(prepareTitle(candidate), prepareTitle(other));

/** The measure's rank: lower is stronger. */
export const strength = (kind: SimilarityKind) => SIMILARITY_KINDS.indexOf(kind);

/** The measure in a sentence a researcher reads ("2 letters apart", "Trigram score 0.46"). */
export function describeSimilarity(match: {
  similarity: SimilarityKind;
  editDistance: number | null;
  trigram: number | null;
}): string {
  switch (match.similarity) {
    case "exact":
      return "Exact title";
    case "same_words":
      return "Same words, other order or articles";
    case "contains":
      return "One title contains the other";
    case "edit_distance": {
      const letters = match.editDistance ?? 0;
      return `${letters} letter${letters === 1 ? "" : "s"} apart`;
    }
    case "sound_alike":
      return "Sounds alike";
    case "trigram":
      return `Trigram score ${(match.trigram ?? 0).toFixed(2)}`;
    case "manual":
      return "Added by a researcher";
  }
}
