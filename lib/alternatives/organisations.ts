/**
 * Alternatives for a business, a brand or an institution (clearance-domain.md §2.5): the words
 * that say what it is are kept ("… Bakery", "… Ltd", "Bank of …"), the rest is replaced by a
 * name of the same kind (a surname for a surname, ordinary words for words, an invented word
 * for an invented one), and nothing on our company, brand or business lists is offered.
 */
import { EXTRA_KIND_WORDS } from "@/config/alternatives";
import { PRODUCT_KIND_WORDS } from "@/config/first-pass/brands";
import {
  BUSINESS_NOUNS,
  NAME_PREFIXES,
  NAME_SUFFIXES,
} from "@/config/first-pass/organisation-words";
import { isKnownName } from "@/lib/first-pass/data/names";
import { isEnglishWord } from "@/lib/first-pass/data/words";

import { commonSurnames, type RankedName } from "./census";
import { whyListed } from "./listed";
import { inCaseOf, titleCase, type Suggestion } from "./model";
import { shuffled, type Draw } from "./random";
import { coinedWords, neutralWords, splitKind } from "./words";

let kindWords: Set<string> | undefined;
const kindWordSet = () =>
  (kindWords ??= new Set(
    [
      ...NAME_SUFFIXES.flatMap(({ words }) => words),
      ...BUSINESS_NOUNS,
      ...PRODUCT_KIND_WORDS,
      ...EXTRA_KIND_WORDS,
    ].map((word) => word.toLowerCase()),
  ));

const PREFIXES = NAME_PREFIXES.flatMap(({ words }) => words);

type NameStyle = "surname" | "words" | "coined";

/** How the distinctive part is made: "Joe's", "Golden Dragon", "Zantrex". */
function styleOf(words: string[]): NameStyle {
  const plain = words.map((word) => word.replace(/['’]s$/i, "").replace(/[^\p{L}]/gu, ""));
  if (words.some((word) => /['’]s$/i.test(word))) return "surname";
  if (plain.every((word) => isEnglishWord(word))) return "words";
  if (plain.every((word) => isKnownName(word))) return "surname";
  return "coined";
}

const STYLE_LABELS: Record<NameStyle, string> = {
  surname: "a family name, as the original",
  words: "ordinary words, as the original",
  coined: "an invented word, as the original",
};

let familyNameList: RankedName[] | undefined;

/**
 * Common surnames that read as nothing else: no English word ("Numbers' Coffee", "Champagne High
 * School"), and no O' name the census writes without its apostrophe ("Oleary's").
 */
function familyNames(): RankedName[] {
  familyNameList ??= commonSurnames()
    .slice(0, 3_000)
    .filter(({ name }) => !isEnglishWord(name) && !/^O[^aeiou]/.test(name));
  return familyNameList;
}

function replacements(style: NameStyle, words: string[], draw: Draw): string[] {
  const possessive = words.some((word) => /['’]s$/i.test(word));
  if (style === "surname")
    return shuffled(familyNames(), draw).map(
      ({ name }) => `${titleCase(name)}${possessive ? (/s$/i.test(name) ? "'" : "'s") : ""}`,
    );
  if (style === "coined") return coinedWords(draw);
  // As many neutral words as the original has words (Golden Dragon → Copper Heron).
  const pool = neutralWords(draw);
  return pool.map((_, i) =>
    Array.from(
      { length: Math.min(words.length, 2) },
      (_, k) => pool[(i + k * 7) % pool.length],
    ).join(" "),
  );
}

export function suggestOrganisationNames(text: string, count: number, draw: Draw): Suggestion[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const the = /^the$/i.test(words[0] ?? "") ? words.shift()! : undefined;
  const prefixWords = PREFIXES.map((prefix) => prefix.split(" ")).find(
    (prefix) => prefix.join(" ") === words.slice(0, prefix.length).join(" ").toLowerCase(),
  );
  const prefix = prefixWords ? words.splice(0, prefixWords.length) : [];
  const { name, kind } = splitKind(words, kindWordSet());
  const distinctive = name.length > 0 ? name : words;
  const kept = name.length > 0 ? kind : [];
  const style = styleOf(distinctive);
  const suggestions: Suggestion[] = [];
  for (const replacement of replacements(style, distinctive, draw)) {
    if (suggestions.length >= count) break;
    const suggested = [the, ...prefix, replacement, ...kept].filter(Boolean).join(" ");
    if (suggested.toLowerCase() === text.trim().toLowerCase()) continue;
    const listed =
      whyListed({ kind: "organisation", text: suggested }) ??
      whyListed({ kind: "organisation", text: replacement.replace(/'s?$/, "") });
    if (listed) continue;
    suggestions.push({
      text: inCaseOf(text, suggested),
      checks: [
        "Not on our company, brand or business lists, nor found by the first pass",
        ...(kept.length + prefix.length > 0
          ? [`Keeps what it is: “${[...prefix, ...kept].join(" ")}”`]
          : []),
        `Named with ${STYLE_LABELS[style]}`,
      ],
    });
  }
  return suggestions;
}
