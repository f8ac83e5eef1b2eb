/**
 * Recall first (docs/first-pass.md §4): every capitalised name in prose whose capitals the
 * sentence does not explain is a candidate, found or not by a finder with a trigger. A candidate
 * is dropped only by the closed list of what a report does not check (config/first-pass/
 * not-checked.ts, with nationalities and sentence-initial ordinary words); knowledge then says
 * what it is (our lists, GeoNames), and a name on no list is an item when the words around it
 * say what it is (§4.4).
 */
import { BRAND_SHAPE, BRAND_SHAPE_PART } from "@/config/first-pass/brands";
import { HONORIFICS, ROLE_WORDS } from "@/config/first-pass/honorifics";
import { NOT_CHECKED, NOT_NAME_SHAPES } from "@/config/first-pass/not-checked";
import {
  GENERIC_PLACES,
  LANDMARK_WORDS,
  PLACE_NAME_PREFIXES,
} from "@/config/first-pass/scene-words";
import type { ScriptElement } from "@/lib/screenplay/model";

import { firstNameRank, isKnownName } from "../data/names";
import { countryNamedFor, isDemonym, placeInfo, placeSignal } from "../data/places";
import { isCommonWord, isCompoundOfWords, isEnglishWord } from "../data/words";
import { listedEntity } from "../gazetteer";
import { type Candidate, type Signal, signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { headingParts } from "./locations";
import { atSentenceStart, matchesOf, nameKey, titleCase } from "./patterns";
import { isNickname, NICKNAMED, personContext } from "./person-context";
import { romanisedName } from "./romanised";

/**
 * A run of capitalised words, with the small words names hold inside ("Bank of America") and
 * a number or model code after a word ("Pier 9", "Beretta 92F", "Hwy 1").
 */
const RUN =
  /(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}\p{M}'’-]*(?:\s(?:(?:of|de|la|von|van|&)\s)?(?:\p{Lu}[\p{L}\p{M}'’-]*|\d+[A-Z]{0,2}(?![\p{L}\p{N}])))*/gu;

const NOT_CHECKED_WORDS = new Set(
  Object.values(NOT_CHECKED)
    .flat()
    .map((word) => word.toLowerCase()),
);
/** On the closed list, with either apostrophe and in the plural ("Ma’am", "Thursdays"). */
function isNotChecked(word: string): boolean {
  const lower = word.toLowerCase().replaceAll("’", "'");
  return (
    NOT_CHECKED_WORDS.has(lower) ||
    (lower.endsWith("s") && NOT_CHECKED_WORDS.has(lower.slice(0, -1)))
  );
}
const SHAPES = Object.values(NOT_NAME_SHAPES);
/** Forms of address and roles: "Judge, sit down" speaks to a role, not to someone named. */
const ADDRESS_WORDS = new Set([
  ...HONORIFICS.flatMap((honorific) => honorific.forms),
  ...ROLE_WORDS,
]);
const ARTICLES = new Set(["the", "a", "an"]);
/** Kinds of place a number names: "Pier 9", "Hwy 1", "Route 66", "Gate 12". */
const NUMBERED_PLACES = new Set([
  ...LANDMARK_WORDS,
  ...["hwy", "highway", "route", "interstate", "dock", "berth", "gate", "platform", "hangar"],
]);
const NUMBER = /^\d+[A-Z]{0,2}$/;

const LISTED = signalOf(
  "capitalised-listed",
  "Capitalised where the sentence does not explain it, and on our lists",
);
const NUMBERED_PLACE = signalOf("numbered-place", "A place named by its kind and number");
const SPOKEN_TO = signalOf(
  "spoken-to",
  "On none of our lists, and spoken to by name: a person to check",
);
const WORK_NAMED = signalOf(
  "named-before-kind-of-work",
  "On none of our lists, and named before a kind of work (a movie, a book, a game): a title to check",
);
const BRAND_WRITTEN = signalOf(
  "brand-shape",
  "On none of our lists, and written with a capital inside the word as brands are: a brand to check",
);
const PLACE_NAMED = signalOf(
  "place-name-prefix",
  "On none of our lists, and named as places are (Port, Fort, Mount, Lake, Cape): a place to check",
);
const TEAM_NAMED = signalOf(
  "team-named",
  "On none of our lists, and named as teams are, playing or winning: a team to check",
);
/** "the Daily Bugle", "the Weekly Volcano": how a paper names how often it comes out. */
const PERIODICAL_LEAD = /^(?:Daily|Weekly|DAILY|WEEKLY)$/;
const PERIODICAL_NAMED = signalOf(
  "periodical-name",
  "On none of our lists, and named as papers are (Daily, Weekly): a periodical to check",
);
const VISITED = signalOf(
  "visited-business",
  "On none of our lists, and a place one shops, eats, works at or goes to: a business to check",
);
/** Words before a town that say a place is meant, where its name alone could be a word. */
const PLACE_BEFORE = /\b(?:in|to|from|near|outside|via|towards?|visit|visiting|visited)\s+$/i;
/** Towns this big are places wherever they are named; smaller ones need a word before. */
const CITY = 100_000;
/** A town named like an ordinary word ("Bridge", "Concord") must be this big to be the town. */
const BIG_CITY = 500_000;

export const findProperNames: TextFinder = (text, element, { characterWords, romanisedLines }) => {
  if (element.type === "scene_heading") return headingOwners(text, characterWords);
  if (!/\p{Ll}/u.test(text)) return [];
  const found: TextMatch[] = [];
  for (const run of matchesOf(RUN, text)) {
    const name = nameIn(text, run.index, run[0]);
    if (!name) continue;
    const end = name.start + name.text.length;
    const romanised = romanisedLines?.has(element.index) === true;
    const around: Around = {
      before: text.slice(Math.max(0, name.start - 20), name.start),
      after: text.slice(end, end + 30),
      romanised,
      atStart: romanised && atSentenceStart(text, name.start),
    };
    const match = classified(name.text, around, characterWords, element);
    if (match)
      found.push({ ...match, start: name.start, end: name.start + match.end, weak: true });
  }
  return found;
};

/** The words around a name, and whether it opens a sentence of romanised dialogue. */
type Around = { before: string; after: string; romanised: boolean; atStart: boolean };

/**
 * The name in a run: without articles and ordinary words the sentence capitalised, a trailing
 * full stop or possessive, or undefined when nothing a report checks is left.
 */
function nameIn(
  text: string,
  start: number,
  run: string,
): { text: string; start: number } | undefined {
  const bare = run.replace(/(?:['’]s?|\.|-+)$/u, "");
  // Most runs are one word: split only those with a space.
  const words = sameCase(/\s/.test(bare) ? bare.split(/\s+/) : [bare]);
  let offset = start;
  // Both read only for a word the lists do not explain: most runs are an article or a pronoun.
  let sentenceStart: boolean | undefined;
  // "Matrix movie marathon.": a title before its kind of work is one at a sentence's start too.
  let titled: boolean | undefined;
  while (words.length > 0) {
    // "Mom's PORSCHE": a word is judged without its possessive.
    const first = words[0]!.toLowerCase().replace(/['’]s$/, "");
    const explained =
      ARTICLES.has(first) ||
      isNotChecked(first) ||
      ((sentenceStart ??= atSentenceStart(text, start)) &&
        isCommonWord(first) &&
        !isBigPlace(first) &&
        !isNumberedPlace(words) &&
        !(titled ??= WORK_AFTER.test(text.slice(start + run.length, start + run.length + 20))));
    if (!explained) break;
    offset += words.shift()!.length + 1;
    sentenceStart = false;
  }
  const name = words.join(" ");
  if (!name || isNotChecked(name) || !/^[\p{Lu}\d]/u.test(name)) return undefined;
  // Two letters are initials or a state's code ("IN", "CO"), read by the address finder.
  if (name.length <= 2) return undefined;
  if (words.length === 1 && NUMBER.test(name)) return undefined;
  if (words.every(isNationality)) return undefined;
  return { text: name, start: offset };
}

/** Roman numerals keep a name going in any case ("Sea Biscuit II"). */
const ROMAN = /^[IVX]+$/;
const isCapitals = (word: string) => /^\p{Lu}[\p{Lu}\p{M}'’-]+$/u.test(word) && !ROMAN.test(word);

/**
 * The words of a run up to where its case changes: a name is written one way, and capitals after
 * a capitalised word start a shout or a cue ("Prime Minister GRABS ROBIN"); capitals of several
 * words before one start a new sentence in action ("PM WHACKS THE DOOR- Bull").
 */
function sameCase(words: string[]): string[] {
  const from = words.findIndex((word) => !ARTICLES.has(word.toLowerCase()));
  // Most runs are one word, whose case cannot change.
  if (from < 0 || from === words.length - 1) return words;
  const firstCapitals = isCapitals(words[from]!);
  for (let at = from + 1; at < words.length; at++) {
    const word = words[at]!;
    // "Mom's PORSCHE": a possessive's thing may be written in capitals.
    if (!/^\p{L}/u.test(word) || ROMAN.test(word) || /['’]s$/u.test(words[at - 1]!)) continue;
    if (!firstCapitals && isCapitals(word)) return words.slice(0, at);
    if (firstCapitals && !isCapitals(word) && (at > from + 1 || words[from]!.length > 4))
      return words.slice(0, at);
  }
  return words;
}

/** "French", "Americans", "Frenchman": a people or its language, never a name to check. */
function isNationality(word: string): boolean {
  const bare = word.replace(/(?<=an)s$|(?:wo)?m[ae]n$/u, "");
  return isDemonym(word) || (bare.length > 2 && isDemonym(bare));
}

/** "Pier 9", "Route 66": a kind of place and its number, at a sentence's start too. */
function isNumberedPlace(words: string[]): boolean {
  return (
    words.length === 2 && NUMBERED_PLACES.has(words[0]!.toLowerCase()) && NUMBER.test(words[1]!)
  );
}

/** ", CA", ", Texas", ", France" after a town: the town of that state or country is meant. */
function inRegionAfter(after: string): boolean {
  const region = /^,\s*([A-Z]{2}\b|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)/u.exec(after)?.[1];
  const place = region === undefined ? undefined : placeInfo(region);
  return place !== undefined && place.kind !== "city";
}

/** A country, a state or a city big enough to be meant wherever it is named ("Paris is…"). */
function isBigPlace(word: string): boolean {
  const place = placeInfo(word);
  return place !== undefined && (place.kind !== "city" || (place.population ?? 0) >= BIG_CITY);
}

/**
 * What the name is: listed, a place, a numbered place; a guess that gives way to any other find
 * of the same words. Names on no list are not proposed yet (docs/first-pass.md §4.4).
 */
function classified(
  name: string,
  around: Around,
  characterWords: Set<string>,
  element: ScriptElement,
): TextMatch | undefined {
  const { before, after } = around;
  const lower = name.toLowerCase();
  // Characters are the character finder's: their names are read there, with their cues.
  if (characterWords.has(lower)) return undefined;
  const listed = listedEntity(name);
  if (listed && decides(listed, name, before))
    return { ...listed, signals: [...listed.signals, LISTED] };
  const place = placeInfo(name);
  const population = place?.population ?? 0;
  if (
    place &&
    (place.kind !== "city" ||
      population >= (isCommonWord(lower) ? BIG_CITY : CITY) ||
      PLACE_BEFORE.test(before) ||
      inRegionAfter(after))
  )
    return match(name, "location", place.name, [placeSignal(place), LISTED]);
  const country = partOfCountry(name);
  if (country) {
    const detail = `Named after ${country.name}, a part of it (countries-list)`;
    return match(name, "location", name, [signalOf("part-of-country", detail)]);
  }
  if (isNumberedPlace(name.split(" "))) return match(name, "location", name, [NUMBERED_PLACE]);
  return unlisted(name, around, element);
}

/**
 * A name on no list is still an item when the words around it say what it is (docs/first-pass.md
 * §4.4): a person spoken to, a business one shops, eats, works at or goes to. A form of address
 * ("Judge, sit down") or an ordinary word that is no first name ("Later, we eat") is no one.
 */
function unlisted(name: string, around: Around, element: ScriptElement): TextMatch | undefined {
  // The title page's other lines are the writer's contact and notes.
  if (element.index < 0 || !/\p{Ll}/u.test(name)) return undefined;
  const words = name.split(" ");
  // "Tharo Tharo": a word said twice is a call, not a first name and a surname.
  if (new Set(words).size < words.length) return undefined;
  if (words.some((word) => word.length > 2 && SHAPES.some((shape) => shape.test(word))))
    return undefined;
  if (isPrefixedPlace(words)) return guess(name, "location", PLACE_NAMED);
  const romanised =
    around.romanised && romanisedName(words, around.after, around.atStart, isOrdinaryWord);
  if (romanised) {
    // "Osmania hospital": the institution's kind is part of its name.
    const text = name + (romanised.kindAfter ?? "");
    const canonical = text.replace(/\s\p{Ll}/gu, (start) => start.toUpperCase());
    return { ...match(text, romanised.category, canonical, [romanised.signal]), unlisted: true };
  }
  if (words.length >= 2 && PERIODICAL_LEAD.test(words[0]!))
    return guess(name, "media", PERIODICAL_NAMED);
  const context = contextOf(around, element, name);
  if (context === "team" && words.length >= 2) return guess(name, "sports", TEAM_NAMED);
  // A title may be ordinary words ("the Matrix movie").
  if (context === "work") return guess(name, "work_title", WORK_NAMED);
  if (context === "business" && !words.every(isOrdinaryWord))
    return guess(name, "business", VISITED);
  if (words.length === 1 && BRAND_SHAPE.test(name) && BRAND_SHAPE_PART.test(name))
    return guess(name, "brand", BRAND_WRITTEN);
  if (isNickname(words, isOrdinaryWord)) return guess(name, "character_name", NICKNAMED);
  if (
    (context === "person" || context === "role") &&
    words.every(
      (word) =>
        !ADDRESS_WORDS.has(word.toLowerCase()) &&
        // Set beside a person, one capitalised word is a name though it is also a word ("Minny").
        (!isOrdinaryWord(word) ||
          firstNameRank(word) !== undefined ||
          (context === "role" && !isPluralOfWord(word))),
    )
  )
    return guess(
      name,
      "character_name",
      (context === "role" && personContext(around.before, around.after)) || SPOKEN_TO,
    );
  return undefined;
}

const PLACE_WORDS = new Set([...LANDMARK_WORDS, ...GENERIC_PLACES]);
/** "Port Callow", "Fort Sumner": a place's first word and a name that is no kind of place. */
function isPrefixedPlace(words: string[]): boolean {
  return (
    words.length === 2 &&
    PLACE_NAME_PREFIXES.includes(words[0]!.toLowerCase()) &&
    !PLACE_WORDS.has(words[1]!.toLowerCase())
  );
}

function guess(name: string, category: TextMatch["category"], signal: Signal): TextMatch {
  return { ...match(name, category, name, [signal]), unlisted: true };
}

/**
 * Names on no list that the script names as something else elsewhere ("Hartwell" where a find
 * reads "Sheriff Hartwell", "Chapman" where it is a public figure) are that thing.
 */
export function withoutUnlistedTwins(candidates: Candidate[]): Candidate[] {
  // Most scripts have a few such names, or none: the others' words are split only then.
  if (!candidates.some((candidate) => candidate.unlisted)) return candidates;
  const named = new Set<string>();
  for (const candidate of candidates)
    if (!candidate.unlisted)
      for (const word of candidate.text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) named.add(word);
  return candidates.filter(
    (candidate) =>
      !candidate.unlisted ||
      !candidate.text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .some((word) => named.has(word)),
  );
}

/** A word of the word list, or words of it joined or inflected ("Sunlight", "Wakin"). */
function isOrdinaryWord(word: string): boolean {
  return word
    .toLowerCase()
    .replace(/['’]s$/u, "")
    .split("-")
    .every(
      (part) =>
        part === "" ||
        /^\d+$/.test(part) ||
        isCommonWord(part) ||
        isCompoundOfWords(part) ||
        isInflected(part),
    );
}

/** "Comets", "Hawks", "Wolves": the plural of an ordinary word, as teams are named. */
function isPluralOfWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    /s$/.test(lower) &&
    (isCommonWord(lower.slice(0, -1)) ||
      isCommonWord(lower.replace(/ies$/, "y")) ||
      isCommonWord(lower.replace(/ves$/, "f")) ||
      isCommonWord(lower.replace(/es$/, "")))
  );
}

/** "Wakin" (waking), "Repockets", "Unscrunching": an ordinary word with its endings. */
function isInflected(word: string): boolean {
  if (word.endsWith("in") && isCommonWord(`${word}g`)) return true;
  const stem = word.replace(/^(?:un|re)(?=\p{L}{4})/u, "").replace(/(?:s|es|ed|ing)$/u, "");
  return stem !== word && stem.length > 2 && (isCommonWord(stem) || isCommonWord(`${stem}e`));
}

/** Kinds of work a title is named before: "the Matrix movie", "a Halo game". */
const WORK_AFTER =
  /^\s+(?:movies?|films?|books?|novels?|shows?|series|albums?|songs?|musicals?|video ?games?|episodes?|trilogy|sequels?|soundtracks?)\b/i;

/** Words after which a name is a place of business: one shops, eats, works or orders there. */
const BUSINESS_BEFORE =
  /\b(?:(?:go|goes|going|went) to|shop(?:s|ped|ping)? at|bought (?:it )?(?:at|from)|order(?:s|ed)? from|works? (?:at|for)|worked (?:at|for)|eat(?:s|ing)? at|ate at|lunch at|dinner at|coffee at|drinks at)\s+$/i;

/**
 * "The Callow Comets are playing tonight", "the Harlow Hawks won": a team, named by "the" and a
 * plural, when what follows is what teams do.
 */
const TEAM_AFTER =
  /^\s+(?:(?:are|were|is|was|have|had)\s+)?(?:playing|play|played|won|win|lost|lose|beat|beaten|game|match|season|score[sd]?)\b/i;

/** What the words around an unlisted name say it is. */
function contextOf(
  { before, after }: { before: string; after: string },
  element: ScriptElement,
  name: string,
): "person" | "role" | "business" | "work" | "team" | undefined {
  if (WORK_AFTER.test(after)) return "work";
  if (
    /\bthe\s+$/i.test(before) &&
    TEAM_AFTER.test(after) &&
    isPluralOfWord(name.split(" ").at(-1)!)
  )
    return "team";
  if (BUSINESS_BEFORE.test(before)) return "business";
  if (personContext(before, after)) return "role";
  if (element.type !== "dialogue") return undefined;
  // Spoken to: "Sparrow, get down!", "Thanks, Minny." In English: "Tharo Tharo, aagu!" calls.
  const next = /^,\s+(\p{L}+)/u.exec(after)?.[1];
  if (/(?:^|[.!?]\s+)$/.test(before) && next !== undefined && isEnglishWord(next)) return "person";
  if (/,\s$/.test(before) && /^[.!?]/.test(after)) return "person";
  return undefined;
}

/**
 * Whether the lists' entry says what this name is: not Wikipedia's untyped titles, which say
 * nothing of its category, nor a one-word title after "the" ("the Ghost" is seldom the film).
 */
function decides(listed: TextMatch, name: string, before: string): boolean {
  if (listed.signals.some((signal) => signal.kind === "wikipedia-title")) return false;
  return !(listed.category === "work_title" && !name.includes(" ") && /\bthe $/i.test(before));
}

/** "Grand Cayman", "Little Italy": a part of a country named by a size or side and its own word. */
function partOfCountry(name: string) {
  const part = /^(?:Grand|Little|Great|North|South|East|West|Upper|Lower) (\p{Lu}\p{Ll}+)$/u.exec(
    name,
  );
  return part ? countryNamedFor(part[1]!) : undefined;
}

function match(
  text: string,
  category: TextMatch["category"],
  canonical: string,
  signals: Signal[],
): TextMatch {
  return {
    category,
    text,
    key: canonical.toLowerCase(),
    canonical,
    start: 0,
    end: text.length,
    signals,
  };
}


/** "INT. SANDERS’ HOUSE", "EXT. THE MCKAYS' FARM": the owner's name, up to three words. */
const OWNER =
  /^(?:THE\s+)?(\p{Lu}[\p{Lu}\p{M}-]*(?:\s\p{Lu}[\p{Lu}\p{M}-]*){0,2}?)(?:['’]S|(?<=S)['’])\s+\S/u;
const HEADING_OWNER: Signal = signalOf(
  "heading-owner",
  "Named in a scene heading as the owner of a place: a family or person to check",
);

/** A first name or surname that is no ordinary word. */
const isOwnName = (word: string) => isKnownName(word) && !isCommonWord(word);

/**
 * The family or person a heading's place belongs to, when no cue names them: every word a known
 * first name or surname ("PALMERS" as Palmer's family) and no ordinary word (MOTHER'S HOUSE).
 */
function headingOwners(heading: string, characterWords: Set<string>): TextMatch[] {
  if (!heading.includes("'") && !heading.includes("’")) return [];
  return headingParts(heading).flatMap((part) => {
    const owner = OWNER.exec(part.text)?.[1];
    if (owner === undefined) return [];
    const words = owner.toLowerCase().split(/\s+/);
    const named = words.every(
      (word) =>
        !characterWords.has(word) &&
        !NOT_CHECKED_WORDS.has(word) &&
        (isOwnName(word) || (word.endsWith("s") && isOwnName(word.slice(0, -1)))),
    );
    if (!named) return [];
    const start = part.start + part.text.indexOf(owner);
    const canonical = titleCase(owner);
    return [
      {
        category: "character_name",
        text: owner,
        key: nameKey(canonical),
        canonical,
        start,
        end: start + owner.length,
        signals: [HEADING_OWNER],
        weak: true,
      },
    ];
  });
}
