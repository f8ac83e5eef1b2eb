/**
 * Ordinary English words (an-array-of-english-words, ~275k lower-case words), to tell a
 * capitalised word (MAPLE, HOPE, CHASE) from a name, and a common-word surname (Baker) from an
 * invented one (clearance-engine-libraries.md §5.5).
 */
import { memoised } from "../memo";
import { firstNameRank, surnameRank } from "./names";
import { loadPackage } from "./package-data";

/** Census ranks up to this count as a popular name (about a third of the female first names). */
const POPULAR_NAME_RANK = 1_000;
/** Inflected or derived forms a word needs in the dictionary to count as a word first. */
const WORD_FAMILY_MIN = 2;

let englishWords: Set<string> | undefined;

function wordSet(): Set<string> {
  englishWords ??= new Set(loadPackage<string[]>("an-array-of-english-words"));
  return englishWords;
}

/** In the English word list, whatever the case ("Maple", "DOOR"). */
export function isEnglishWord(word: string): boolean {
  return wordSet().has(word.toLowerCase());
}

/**
 * An ordinary English word that is not mainly a name. The word list has no frequencies and
 * holds names too (john, mary), so a word that is also a popular census name counts as a word
 * only when the dictionary has at least two of its inflected or derived forms: hope (hoped,
 * hoping, hopeful), chase (chased, chasing) and baker (bakers, bakery) are words; john (johns
 * only) and james are names. A rare name (maple) stays a word.
 */
export function isCommonWord(word: string): boolean {
  return isCommonLowerCaseWord(word.toLowerCase());
}

/** Asked for every capitalised word of every script. */
const isCommonLowerCaseWord = memoised(
  (lower) =>
    isEnglishWord(lower) && (!isPopularName(lower) || wordFamilySize(lower) >= WORD_FAMILY_MIN),
);

function isPopularName(word: string): boolean {
  const firstRank = firstNameRank(word)?.rank ?? Infinity;
  const lastRank = surnameRank(word) ?? Infinity;
  return Math.min(firstRank, lastRank) <= POPULAR_NAME_RANK;
}

/** How many of the word's plural, past, -ing, -er, -ly, -ness, -ful, -less and -y forms exist. */
function wordFamilySize(word: string): number {
  const words = wordSet();
  return new Set(familyForms(word).filter((form) => words.has(form))).size;
}

function familyForms(word: string): string[] {
  const doubled = word + word.at(-1);
  const stemE = word.endsWith("e") ? word.slice(0, -1) : word;
  const stemY = /[^aeiou]y$/.test(word) ? word.slice(0, -1) + "i" : word;
  const endings = ["ed", "ing", "er"];
  return [
    word + "s",
    word + "es",
    stemY + "es",
    ...endings.flatMap((ending) => [
      word + ending,
      stemE + ending,
      stemY + ending,
      doubled + ending,
    ]),
    ...["ly", "ness", "ful", "less", "y"].map((ending) => word + ending),
    stemE + "y",
  ].filter((form) => form !== word);
}

/** Each part of a run-together word is this long: "Nightnannies", not "Tarquin" (tar + quin). */
const MIN_PART = 4;

/**
 * A word run together from two ordinary words ("Countermail" is counter + mail), and no word
 * itself: the way brands and firms are coined, not the way people are named.
 */
export const isCompoundOfWords = memoised((lower) => {
  if (isEnglishWord(lower)) return false;
  for (let cut = MIN_PART; cut <= lower.length - MIN_PART; cut++)
    if (isCommonWord(lower.slice(0, cut)) && isCommonWord(lower.slice(cut))) return true;
  return false;
});
