/** Invented words and neutral names that suggestions for businesses and places are built of. */
import { COINED_WORD_PARTS, NEUTRAL_NAME_WORDS } from "@/config/alternatives";
import { isKnownName } from "@/lib/first-pass/data/names";
import { isEnglishWord } from "@/lib/first-pass/data/words";

import { shuffled, type Draw } from "./random";

/** Neutral words in the seed's order. */
export const neutralWords = (draw: Draw) => shuffled(NEUTRAL_NAME_WORDS, draw);

/** Invented words in the seed's order: no English word and no name of the census lists. */
export function coinedWords(draw: Draw): string[] {
  const { starts, middles, ends } = COINED_WORD_PARTS;
  const all = starts.flatMap((start) =>
    middles.flatMap((middle) => ends.map((end) => `${start}${middle}${end}`)),
  );
  // Three consonants together read badly ("Torndex").
  const sayable = all.filter((word) => !/[^aeiou]{3}/i.test(word));
  return shuffled(sayable, draw).filter((word) => !isEnglishWord(word) && !isKnownName(word));
}

/** Splits off the longest run of `kindWords` at the end ("Golden Dragon | Chinese Restaurant"). */
export function splitKind(
  words: string[],
  kindWords: ReadonlySet<string>,
): { name: string[]; kind: string[] } {
  let at = words.length;
  for (let i = words.length - 1; i >= 0; i--) {
    const tail = words.slice(i).join(" ").toLowerCase();
    const one = words[i]!.toLowerCase();
    if (kindWords.has(tail) || kindWords.has(one)) at = i;
    else break;
  }
  return { name: words.slice(0, at), kind: words.slice(at) };
}
