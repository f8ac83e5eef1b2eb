/**
 * Alternatives for a person's name (clearance-domain.md §2.5): census names common enough to
 * point at nobody, of the same flavour as the original (a first name's sex, ending and syllables;
 * a surname's origin marker or ending, and syllables), never a public figure we know.
 */
import { SURNAME_ORIGIN_MARKERS } from "@/config/alternatives";
import { HONORIFICS } from "@/config/first-pass/honorifics";
import { firstNameRank, isKnownName, sameFirstName, surnameRank } from "@/lib/first-pass/data/names";

import { commonFirstNames, commonSurnames, type RankedName, type Sex } from "./census";
import { whyListed } from "./listed";
import { inCaseOf, syllablesOf, titleCase, type Suggestion } from "./model";
import { shuffled, type Draw } from "./random";

/** A person's name as a script writes it: "DR. ANNA KOWALSKI" → Dr., Anna, Kowalski. */
export type PersonName = { title?: string; first?: string; last?: string; sex?: Sex };

const honorificOf = (word: string) =>
  HONORIFICS.find(({ forms }) => forms.includes(word.toLowerCase().replace(/\.$/, "")));

export function readPersonName(text: string): PersonName {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const honorific = words[0] ? honorificOf(words[0]) : undefined;
  const title = honorific ? words.shift() : undefined;
  const sexOfTitle = honorific?.sex;
  if (words.length === 0) return { title };
  if (words.length === 1) {
    const word = words[0]!;
    const asFirst = firstNameRank(word);
    // "Mrs. Henderson" and "Kowalski" are surnames; "Oskar" is a first name.
    const isFirst = !title && asFirst && (surnameRank(word) ?? Infinity) > asFirst.rank;
    return isFirst ? { first: word, sex: asFirst.sex } : { title, last: word, sex: sexOfTitle };
  }
  const first = words[0]!;
  return { title, first, last: words.at(-1)!, sex: firstNameRank(first)?.sex ?? sexOfTitle };
}

/**
 * The census writes O'Brien as "Obrien": an O' name is an O before a name of its own (Connor,
 * Neil, Sullivan), which tells it from Olson or Ortiz.
 */
const IRISH_O = {
  label: "Irish O'",
  test: (name: string) =>
    /^o'?[^aeiou']{1}[a-z]{3}/i.test(name) && isKnownName(name.replace(/^o'?/i, "")),
};

/** A spelling that says where a surname comes from, or its last two letters. */
function surnameFlavour(name: string): { label: string; test: (name: string) => boolean } {
  if (/^o'/i.test(name)) return IRISH_O;
  const marker = SURNAME_ORIGIN_MARKERS.find(({ pattern }) => pattern.test(name));
  if (marker) return { label: marker.label, test: (other) => marker.pattern.test(other) };
  const ending = name.toLowerCase().slice(-2);
  return { label: `ending -${ending}`, test: (other) => other.toLowerCase().endsWith(ending) };
}

/**
 * Names of the pool in the order to try: the same flavour and syllables first, then each in turn
 * relaxed, each step in the seed's order; never the original's own name.
 */
function candidates(
  pool: RankedName[],
  original: string,
  flavour: (name: string) => boolean,
  same: (a: string, b: string) => boolean,
  draw: Draw,
): RankedName[] {
  const syllables = syllablesOf(original);
  const others = pool.filter(({ name }) => !same(name, original));
  const steps = [
    others.filter(({ name }) => flavour(name) && syllablesOf(name) === syllables),
    others.filter(({ name }) => flavour(name)),
    others.filter(({ name }) => syllablesOf(name) === syllables),
  ];
  const seen = new Set<string>();
  return steps
    .flatMap((step) => shuffled(step, draw))
    .filter(({ name }) => !seen.has(name) && Boolean(seen.add(name)));
}

const sameSurname = (a: string, b: string) =>
  a.toLowerCase().replace(/'/g, "") === b.toLowerCase().replace(/'/g, "");

/** Keeps an O' the original writes, which the census leaves out ("Obrien"). */
function withApostrophe(original: string, name: string): string {
  return /^o'/i.test(original) && /^O[^aeiou']/.test(name) ? `O'${titleCase(name.slice(1))}` : name;
}

const census = ({ rank, of }: RankedName) =>
  `rank ${rank.toLocaleString("en-US")} of ${of.toLocaleString("en-US")} in the 1990 US census`;

/** What of the original's flavour a census name kept, as the researcher reads it. */
function kept(original: string, name: string, flavour: string | undefined): string {
  const syllables = syllablesOf(original);
  const same = [
    flavour,
    syllablesOf(name) === syllables ? `${syllables} syllable${syllables === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return same.length > 0
    ? `same ${same.join(" and ")} as ${titleCase(original)}`
    : `the nearest census name to ${titleCase(original)}`;
}

function firstNameCheck(original: string, name: RankedName, sex: Sex): string {
  const ending = original.toLowerCase().slice(-2);
  const flavour = endsLike(original)(name.name) ? `ending -${ending}` : undefined;
  return `First name ${titleCase(name.name)}: ${sex}, ${census(name)}; ${kept(original, name.name, flavour)}`;
}

function surnameCheck(original: string, name: RankedName): string {
  const { label, test } = surnameFlavour(original);
  const flavour = test(name.name) ? label : undefined;
  return `Surname ${titleCase(name.name)}: ${census(name)}; ${kept(original, name.name, flavour)}`;
}

/** Up to `count` names for `text`, each checked against the public figures we know. */
export function suggestPersonNames(text: string, count: number, draw: Draw): Suggestion[] {
  const person = readPersonName(text);
  if (!person.first && !person.last) return [];
  const sex = person.sex ?? (draw() < 0.5 ? "female" : "male");
  const firsts = person.first
    ? candidates(commonFirstNames(sex), person.first, endsLike(person.first), sameFirstName, draw)
    : [];
  const lasts = person.last
    ? candidates(commonSurnames(), person.last, surnameFlavour(person.last).test, sameSurname, draw)
    : [];
  const suggestions: Suggestion[] = [];
  const tries = Math.max(firsts.length, lasts.length);
  for (let i = 0; i < tries && suggestions.length < count; i++) {
    const first = firsts[i];
    const last = lasts[i];
    if ((person.first && !first) || (person.last && !last)) break;
    const words = [
      person.title,
      first && titleCase(first.name),
      last && withApostrophe(person.last!, titleCase(last.name)),
    ].filter(Boolean);
    const name = words.join(" ");
    const plain = [first && titleCase(first.name), last && titleCase(last.name)].filter(Boolean);
    if (whyListed({ kind: "person", text: plain.join(" ") })) continue;
    suggestions.push({
      text: inCaseOf(text, name),
      checks: [
        "Not a public figure, brand or company on our lists",
        ...(first ? [firstNameCheck(person.first!, first, sex)] : []),
        ...(last ? [surnameCheck(person.last!, last)] : []),
      ],
    });
  }
  return suggestions;
}

function endsLike(original: string): (name: string) => boolean {
  const ending = original.toLowerCase().slice(-2);
  return (name) => name.toLowerCase().endsWith(ending);
}
