/**
 * Character names across the whole script: every mention (cue, CAPS introduction, "Det.
 * Kowalski", "Sarah") is tied to one person. SARAH, SARAH KOWALSKI and Det. Kowalski are one
 * item; two Sarahs stay apart, and a bare "Sarah" that could be either is its own item.
 */
import { doubleMetaphone } from "double-metaphone";

import type { Screenplay } from "@/lib/screenplay/model";
import { countOf } from "@/lib/site/plural";

import type { ScriptFinder } from "./finder";
import type { Loneness, NameMention } from "./name-mentions";
import {
  bare,
  cueMention,
  honorificSex,
  isFirstName,
  lonenessOf,
  proseMentions,
} from "./name-mentions";
import {
  firstNameRank,
  isKnownName,
  nameCommonness,
  sameFirstName,
  surnameRank,
} from "../data/names";
import { isDemonym, placeInfo } from "../data/places";
import { isCommonWord, isCompoundOfWords, isEnglishWord } from "../data/words";
import {
  famousByFirstNameAlone,
  famousPeopleNamed,
  isFamousName,
  isPopularTitle,
} from "../gazetteer";
import { memoised } from "../memo";
import { type Candidate, type Signal, signalOf, type VerdictCode } from "../model";

type Person = {
  key: string;
  first?: string;
  last?: string;
  /** Middle names ("Loretta Mae" is Loretta Mae Hollis). */
  middles?: Set<string>;
  /** Nicknames the script gives in quotation marks (DANIEL "DANNY" REYES). */
  nicknames?: Set<string>;
  /** The best-cased spelling of the full name. */
  canonical: string;
};

type PersonFacts = {
  cues: number;
  /** Speaks under a cue, a titled one (SIR TOBIAS GRELL) included. */
  speaks: boolean;
  intro: boolean;
  titles: Set<string>;
  professions: Set<string>;
};

export const findCharacters: ScriptFinder = (screenplay) => {
  const mentions = mentionsIn(screenplay);
  const spelling = spellingsOf(mentions);
  const people = peopleOf(mentions, spelling);
  // Names used alone by the script itself (a cue, an introduction, a title) are characters too.
  // Miss Duchesne and Mr. Duchesne are two people: the title's sex is part of the key.
  const named = new Map<string, Resolution>();
  const namedKey = (mention: NameMention) =>
    `${honorificSex(mention.honorific) ?? ""}:${bare(mention.tokens[0]!)}`;
  for (const mention of mentions) {
    if (mention.tokens.length !== 1 || mention.source === "single") continue;
    const key = namedKey(mention);
    if (!named.has(key))
      named.set(key, resolveWord(bare(mention.tokens[0]!), people, spelling, mention.honorific));
  }
  const prose = new Map<string, Resolution | undefined>();
  const proseName = (word: string) => {
    if (!prose.has(word)) prose.set(word, knownPerson(word, people, spelling));
    return prose.get(word);
  };
  const resolveAlone = (mention: NameMention) =>
    named.get(namedKey(mention)) ?? proseName(bare(mention.tokens[0]!));
  // Without a title, a word alone resolves the same wherever it stands: once per spelling.
  const untitled = new Map<string, Resolution | undefined>();
  const resolveUntitled = (mention: NameMention) => {
    const word = mention.tokens[0]!;
    if (!untitled.has(word)) untitled.set(word, resolveAlone(mention));
    return untitled.get(word);
  };
  const lone = new Map<string, Resolution | undefined>();
  const resolveLone = (mention: NameMention) => {
    const loneness = lonenessOf(mention);
    if (!loneness) return undefined;
    const word = bare(mention.tokens[0]!);
    const key = `${loneness.personal ?? false}:${loneness.placeBefore ?? false}:${word}`;
    if (!lone.has(key)) {
      const resolved = isLoneName(word, loneness) ? resolveWord(word, people, spelling) : undefined;
      lone.set(key, resolved && { ...resolved, signals: [LONE_NAME, ...resolved.signals] });
    }
    return lone.get(key);
  };
  const found: ResolvedMention[] = [];
  const fullNames = new Map<string, Resolution | undefined>();
  for (const mention of mentions) {
    const target =
      mention.tokens.length !== 1
        ? resolveFullName(mention, people, fullNames)
        : mention.honorific
          ? resolveAlone(mention)
          : (resolveUntitled(mention) ?? (mention.alone ? resolveLone(mention) : undefined));
    if (target) found.push({ mention, person: target.person, signals: target.signals });
  }
  const resolved = withFirstNamesInUse(withTitledSurnames(found), screenplay, spelling);
  const facts = factsOf(resolved);
  // Signals and status describe the person, so they are worked out once per person.
  type Description = {
    signals: Signal[];
    status: VerdictCode;
    famous: ReturnType<typeof famousNamesake>;
    coined: ReturnType<typeof coinedName>;
  };
  const described = new Map<string, Description>();
  const describe = (person: Person) => {
    let description = described.get(person.key);
    if (description === undefined) {
      const personFacts = facts.get(person.key)!;
      description = {
        signals: personSignals(person, personFacts),
        status: statusOf(person),
        famous: famousNamesake(person, personFacts),
        coined: coinedName(person, personFacts),
      };
      described.set(person.key, description);
    }
    return description;
  };
  return resolved.map(({ mention, person, signals: own }) => {
    const { signals, status, famous, coined } = describe(person);
    if (famous)
      return candidateOf(mention, person, [...own, ...famous.signals], "PF", famous.category);
    // Keyed by its name, as the brand and business finders key theirs: one item with their finds.
    if (coined)
      return {
        ...candidateOf(mention, person, [coined.signal], "CC", coined.category),
        key: person.canonical,
      };
    // Most mentions add nothing of their own and share their person's signals.
    const all = own.length === 0 ? signals : [...own, ...signals];
    return candidateOf(mention, person, all, status);
  });
};

/** A mention as a candidate, made in one go: a script names its people thousands of times. */
function candidateOf(
  mention: NameMention,
  person: Person,
  signals: Signal[],
  suggestedCode: VerdictCode,
  category: Candidate["category"] = "character_name",
): Candidate {
  return {
    category,
    text: mention.text,
    key: person.key,
    canonical: person.canonical,
    elementIndex: mention.elementIndex,
    start: mention.start,
    end: mention.end,
    signals,
    suggestedCode,
  };
}

/** Surnames more common than this point at nobody in particular (Cummings, Morse). */
const RARE_SURNAME_RANK = 3_000;

/**
 * A public figure's full name, never spoken by its bearer, is that figure. "As Disraeli said": a
 * rare surname alone that the script never gives a character (no cue, no
 * introduction, no title) and that only one public figure bears is that public figure.
 */
function famousNamesake(
  person: Person,
  facts: PersonFacts,
): { category: "real_person"; signals: Signal[] } | undefined {
  if (facts.cues > 0) return;
  // "Clement Attlee and Winston Churchill": a public figure's full name, never a speaker.
  if (person.first && person.last && isFamousName(person.canonical)) {
    const detail = "A public figure's full name (our list or the popular Wikipedia titles)";
    return { category: "real_person", signals: [signalOf("famous-name", detail)] };
  }
  // "Sir Ernest Wild insisted": a knighted full name that never speaks nor is introduced is an
  // honour's holder, a public figure, not a character of the script.
  if (
    person.first &&
    person.last &&
    !facts.speaks &&
    !facts.intro &&
    [...facts.titles].some(isKnighthood)
  ) {
    const detail = "A knighted full name that never speaks nor is introduced: a public figure";
    return { category: "real_person", signals: [signalOf("knighted-name", detail)] };
  }
  if (facts.intro || facts.titles.size + facts.professions.size > 0) return;
  // "Roald Dahl": a name never introduced that is the title of a popular Wikipedia article.
  if (person.first && person.last && isPopularTitle(person.canonical)) {
    const detail = "A name never introduced, and the title of a popular Wikipedia article";
    return { category: "real_person", signals: [signalOf("famous-name", detail)] };
  }
  // "What would Elvis say?": a first name a public figure goes by alone, and no character's.
  const mononym = person.first && !person.last ? famousByFirstNameAlone(person.first) : undefined;
  if (mononym) {
    const detail = `Known by this name alone: ${mononym}, and no character of the script`;
    return { category: "real_person", signals: [signalOf("famous-namesake", detail)] };
  }
  const word = person.last;
  if (!word || person.first || (surnameRank(word) ?? Infinity) <= RARE_SURNAME_RANK) return;
  const namesakes = famousPeopleNamed(word);
  if (namesakes.length === 0) return;
  const detail = `Named like ${namesakes.join(" or ")}, and no character of the script`;
  return { category: "real_person", signals: [signalOf("famous-namesake", detail)] };
}

/** The kind of signal of a coined name, a guess that says nothing of the names listed with it. */
export const COINED_NAME_KIND = "coined-name";

/**
 * "The SSL and Countermail they used": one word run together from two ordinary words, in no
 * list of names, is a coined name, a brand's or, when it answers under a cue (a firm's phone
 * line), a business's.
 */
function coinedName(
  person: Person,
  facts: PersonFacts,
): { category: "brand" | "business"; signal: Signal } | undefined {
  const word = person.first && person.last ? undefined : (person.first ?? person.last);
  if (!word || facts.titles.size + facts.professions.size > 0 || isKnownName(word)) return;
  if (!isCompoundOfWords(word)) return;
  const speaks = facts.cues > 0;
  const detail = `One word run together from two ordinary words: a coined name, ${speaks ? "a firm that answers" : "a brand"}, not a person's`;
  return {
    category: speaks ? "business" : "brand",
    signal: signalOf(COINED_NAME_KIND, detail),
  };
}

/** Sir and Dame, the titles of an honour a state gives, as written ("Sir", "DAME"). */
function isKnighthood(title: string): boolean {
  const bare = title.toLowerCase().replace(/\.$/, "");
  return bare === "sir" || bare === "dame";
}

/** Every word of every character's name, lower case. */
export function characterWordsOf(characters: Candidate[]): Set<string> {
  // A name is mentioned many times in the same words: each wording is split once.
  const wordings = new Set<string>();
  for (const { canonical, text } of characters) wordings.add(canonical).add(text);
  const words = new Set<string>();
  for (const wording of wordings)
    for (const word of wording.toLowerCase().split(/[\s.]+/)) if (word) words.add(word);
  return words;
}

function mentionsIn(screenplay: Screenplay): NameMention[] {
  const cues: NameMention[] = [];
  // BRICK speaks, though a word is no name alone: "BRICK BRADDOCK, retired" introduces him.
  const wordCues = new Set<string>();
  for (const element of screenplay.elements) {
    if (element.type !== "character") continue;
    const cue = cueMention(element);
    if (cue) cues.push(cue);
    else if (/^[A-Z]{3,}$/.test(element.text.trim()))
      wordCues.add(element.text.trim().toLowerCase());
  }
  // Cues of one text share one list of words (cueName is memoised): each list is read once.
  const speakers = new Set([
    ...[...new Set(cues.map((cue) => cue.tokens))].flatMap((tokens) => [
      tokens.map(bare).join(" "),
      ...tokens.map(bare),
    ]),
    ...wordCues,
  ]);
  const mentions = [...cues];
  for (const element of screenplay.elements)
    if (element.type !== "character" && element.type !== "transition")
      for (const mention of proseMentions(element, speakers)) mentions.push(mention);
  return mentions;
}

/** Each name word's spelling as written in mixed case ("McGregor"), else title case. */
function spellingsOf(mentions: NameMention[]): Map<string, string> {
  const spelling = new Map<string, string>();
  // A name is written the same way many times: each way is read once.
  const read = new Map<string, { key: string; mixed: boolean }>();
  for (const mention of mentions)
    for (const word of mention.tokens) {
      let way = read.get(word);
      if (way === undefined)
        read.set(word, (way = { key: bare(word), mixed: word !== word.toUpperCase() }));
      if (way.mixed) spelling.set(way.key, word);
      else if (!spelling.has(way.key)) spelling.set(way.key, titleCase(word));
    }
  return spelling;
}

/** The people with a first and a last name: the anchors bare names are matched against. */
function peopleOf(mentions: NameMention[], spelling: Map<string, string>): Person[] {
  const people: Person[] = [];
  // Longest names first: LORETTA MAE HOLLIS anchors the LORETTA MAE of her cues.
  const longestFirst = mentions
    .filter((mention) => mention.tokens.length >= 2 && mention.source !== "single")
    .sort((a, b) => b.tokens.length - a.tokens.length);
  // The person a first and a last name found, by both: a script repeats its full names. People
  // are only added after the others, so a name keeps finding the same one, until someone gains a
  // middle name or a nickname, which may make an earlier person match.
  const found = new Map<string, Person>();
  for (const mention of longestFirst) {
    const first = bare(mention.tokens[0]!);
    const last = bare(mention.tokens.at(-1)!);
    const middles = mention.tokens.slice(1, -1).map(bare);
    const nicknames = mention.nickname ? [bare(mention.nickname)] : [];
    const pair = `${first} ${last}`;
    const known = found.get(pair) ?? people.find((person) => isSamePerson(person, first, last));
    if (known) {
      found.set(pair, known);
      if (middles.length + nicknames.length > 0) found.clear();
      for (const middle of middles) known.middles?.add(middle);
      for (const nickname of nicknames) known.nicknames?.add(nickname);
      continue;
    }
    const person: Person = {
      key: `${last}|${first}`,
      first,
      last,
      middles: new Set(middles),
      nicknames: new Set(nicknames),
      canonical: mention.tokens.map((word) => spelling.get(bare(word)) ?? word).join(" "),
    };
    people.push(person);
    found.set(pair, person);
  }
  return people;
}

/** Bill Smith is William Smith; Wilbur Freely is Wilbur Freeley, spelt two ways. */
function isSamePerson(person: Person, first: string, last: string): boolean {
  if (!person.first || !person.last || !isFirstNameOf(person, first)) return false;
  // LORETTA MAE is Loretta Mae Hollis.
  return (
    person.last === last || soundsAlike(person.last, last) || person.middles?.has(last) === true
  );
}

/**
 * A bare LAMBERT (or HOLLIS, which could be a first name) is Mr. Lambert when the script titles
 * only one Lambert; with a Mr. and a Mrs. Lambert it stays apart, as it could be either.
 */
function withTitledSurnames<T extends { person: Person }>(resolved: T[]): T[] {
  const titled = new Map<string, Person[]>();
  // A script names its people hundreds of times: each person is weighed once.
  const people = new Set(resolved.map(({ person }) => person));
  for (const person of people) {
    if (person.first || !person.last || person.key === `${person.last}|`) continue;
    const known = titled.get(person.last) ?? [];
    if (!known.some((other) => other.key === person.key)) known.push(person);
    titled.set(person.last, known);
  }
  const titledAs = new Map<Person, Person | undefined>();
  for (const person of people) {
    const { first, last, key } = person;
    const word = key === `${last}|` ? last : key === `|${first}` ? first : undefined;
    const only = word === undefined ? undefined : titled.get(word);
    titledAs.set(person, only?.length === 1 ? only[0] : undefined);
  }
  return resolved.map((entry) => {
    const only = titledAs.get(entry.person);
    return only ? { ...entry, person: only } : entry;
  });
}

/**
 * A first name alone is the only person with it only where the script calls that person by it:
 * they speak under it or are introduced with it, or they speak or are named in full in that
 * scene ("Professor Egelhoffer" does not make the scene's "Max" him). Someone who
 * speaks under a surname cue alone (WILSON) is not the "Fred" of a scene without him, and someone
 * named once in passing ("wrote with Jimmy Wellman") is not the "Jim" of another scene.
 */
function withFirstNamesInUse(
  resolved: ResolvedMention[],
  screenplay: Screenplay,
  spelling: Map<string, string>,
): ResolvedMention[] {
  type Use = { cueWords: Set<string>; intro: boolean; scenes: Set<number> };
  const uses = new Map<Person, Use>();
  const sceneOf = (mention: NameMention) => screenplay.elements[mention.elementIndex]?.sceneIndex;
  for (const { mention, person } of resolved) {
    if (!person.first || !person.last) continue;
    let use = uses.get(person);
    if (use === undefined)
      uses.set(person, (use = { cueWords: new Set(), intro: false, scenes: new Set() }));
    if (mention.source === "cue") for (const token of mention.tokens) use.cueWords.add(bare(token));
    if (mention.source === "intro") use.intro = true;
    if (mention.tokens.length > 1 || mention.source === "cue")
      use.scenes.add(sceneOf(mention) ?? -1);
  }
  const loners = new Map<string, Person>();
  // Asked of thousands of mentions: whether a person speaks under a first name, once each.
  const cuedByFirstName = new Map<Person, boolean>();
  return resolved.flatMap((entry) => {
    const { mention, person } = entry;
    const use = uses.get(person);
    if (!use || mention.tokens.length !== 1 || mention.honorific) return [entry];
    const word = bare(mention.tokens[0]!);
    if (hasSurname(person, word) || !isFirstNameOf(person, word)) return [entry];
    let cued = cuedByFirstName.get(person);
    if (cued === undefined)
      cuedByFirstName.set(
        person,
        (cued = [...use.cueWords].some((cueWord) => isFirstNameOf(person, cueWord))),
      );
    if (use.intro || cued || use.scenes.has(sceneOf(mention) ?? -1)) return [entry];
    // A word no list knows was a name only as part of that full name ("Avunu Baba").
    if (!isKnownName(word)) return [];
    let loner = loners.get(word);
    if (loner === undefined)
      loners.set(
        word,
        (loner = {
          key: `|${word}`,
          first: word,
          canonical: spelling.get(word) ?? titleCase(word),
        }),
      );
    return [{ ...entry, person: loner, signals: [LONE_NAME, ...entry.signals] }];
  });
}

/** Halloran, or Holloran where the script misspells it. */
function hasSurname(person: Person, word: string): boolean {
  return person.last !== undefined && (person.last === word || soundsAlike(person.last, word));
}

/** Kate is Katherine, Maddie is Madison, and DANNY is whoever the script nicknamed so. */
function isFirstNameOf(person: Person, word: string): boolean {
  if (!person.first) return false;
  return (
    sameFirstName(person.first, word) ||
    isDiminutive(person.first, word) ||
    person.nicknames?.has(word) === true
  );
}

function isDiminutive(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const stem = diminutiveStem(short);
  return stem !== undefined && stem.length >= 3 && long.startsWith(stem) && long !== short;
}

/** "maddie" → "mad", "danny" → "dan"; undefined for a word that is no diminutive. */
const diminutiveStem = memoised((word) =>
  /(?:ie|y|i|o)$/.test(word)
    ? word.replace(/(?:ie|y|i|o)$/, "").replace(/(.)\1$/, "$1")
    : undefined,
);

/** Shorter names share their few consonants by chance: Mac is not Mike. */
const MIN_SOUND_ALIKE_LENGTH = 4;

function soundsAlike(a: string, b: string): boolean {
  return (
    Math.min(a.length, b.length) >= MIN_SOUND_ALIKE_LENGTH &&
    Math.abs(a.length - b.length) <= 2 &&
    a[0] === b[0] &&
    metaphone(a) === metaphone(b)
  );
}

const metaphone = memoised((word) => doubleMetaphone(word)[0]);

type Resolution = { person: Person; signals: Signal[] };
type ResolvedMention = Resolution & { mention: NameMention };

function resolveFullName(
  mention: NameMention,
  people: Person[],
  resolved: Map<string, Resolution | undefined>,
): Resolution | undefined {
  const first = bare(mention.tokens[0]!);
  const last = bare(mention.tokens.at(-1)!);
  const pair = `${first} ${last}`;
  if (resolved.has(pair)) return resolved.get(pair);
  const person = people.find((candidate) => isSamePerson(candidate, first, last));
  const resolution = person ? { person, signals: [] } : undefined;
  resolved.set(pair, resolution);
  return resolution;
}

/**
 * A bare word in prose is a name only when it is one of the script's people. A place's name that
 * only sounds like a surname is the place: "Paris" is not Don Price.
 */
function knownPerson(
  word: string,
  people: Person[],
  spelling: Map<string, string>,
): Resolution | undefined {
  const soundsLikePlace = placeInfo(word) !== undefined;
  const known = people.some(
    (person) =>
      person.last === word ||
      isFirstNameOf(person, word) ||
      (!soundsLikePlace && hasSurname(person, word)),
  );
  return known ? resolveWord(word, people, spelling) : undefined;
}

/** The kind of signal of a name found alone in prose, which a surer find of the word overrules. */
export const LONE_NAME_KIND = "lone-name";
const LONE_NAME: Signal = signalOf(
  LONE_NAME_KIND,
  "Named alone in prose and never introduced: someone mentioned in passing",
);

/**
 * Endings only surnames have, whatever list holds them: Polish -ski and -cki, Slavic -vich and
 * -wicz, German -witz, Ukrainian -enko, Romanian -escu, Greek -opoulos.
 */
const SURNAME_ENDING = /(?:[sc]ki|wicz|witz|vich|enko|escu|opoulos)$/;

/** Names this popular stay names where a small town shares them (Laura, Mitchell). */
const POPULAR_NAME_RANK = 1_000;
/** Census surnames past this rank are held by few enough people to be misspellings too. */
const RARE_LISTED_SURNAME = 20_000;
/** A town this big is the place, whatever names it shares. */
const NAMED_PLACE_POPULATION = 100_000;
/**
 * Letters only (after an O' or D'), a vowel among them, none three times running: a name's
 * shape, not "Mmm".
 */
const NAME_SHAPE = /^(?:[od]['’])?(?!.*(\p{L})\1\1)(?=.*[aeiouy])\p{L}{3,}$/u;

/**
 * A capitalised word standing alone in prose that is a name ("ask Rhonda", "Dombrowski's out"): a
 * listed name that is no ordinary word, no place (a small town shares popular names, unless
 * the word leads there: "out of Laura") and no people's demonym. Spoken to ("Hello, Mac!"), a
 * popular first name that is also a word counts; after a word that speaks of a person ("out with
 * Limi"), so does a word no list knows.
 */
function isLoneName(word: string, { personal, placeBefore }: Loneness): boolean {
  if (!NAME_SHAPE.test(word)) return false;
  // "Nan!" called out alone: a town is never greeted.
  if (personal === "called" && firstNameRank(word) !== undefined) return true;
  const rank = Math.min(firstNameRank(word)?.rank ?? Infinity, surnameRank(word) ?? Infinity);
  const place = placeInfo(word);
  if (
    place &&
    (placeBefore ||
      place.kind !== "city" ||
      (place.population ?? 0) >= NAMED_PLACE_POPULATION ||
      rank > POPULAR_NAME_RANK)
  )
    return false;
  const firstName = firstNameRank(word) !== undefined;
  if (!firstName && isDemonym(word)) return false;
  // Unprompted, a surname that is also a word (Day, Morse) or is barely listed (a census
  // surname held by a few hundred people, as dialect spellings are) is no one in particular,
  // unless a public figure bears it.
  const named =
    firstName ||
    (!isEnglishWord(word) &&
      ((surnameRank(word) ?? Infinity) <= RARE_LISTED_SURNAME ||
        famousPeopleNamed(word).length > 0 ||
        SURNAME_ENDING.test(word)));
  if (!isCommonWord(word) && named) return true;
  if (!personal) return false;
  if (isEnglishWord(word)) return (firstNameRank(word)?.rank ?? Infinity) <= POPULAR_NAME_RANK;
  // A word no list knows, set off by commas, is as often a word of another language
  // ("Ayyo, Baabana!") as a name: only a word that speaks of a person ("thanks") makes it one.
  return personal === "cue";
}

/** Mrs. Bloom is no man: a title's sex fits a person of that sex by first name, or unknown. */
function fitsSex(person: Person, sex: "female" | "male" | undefined): boolean {
  return !sex || !person.first || (firstNameRank(person.first)?.sex ?? sex) === sex;
}

/** One word: the only person with that surname, else the only one with that first name. */
function resolveWord(
  word: string,
  people: Person[],
  spelling: Map<string, string>,
  honorific?: string,
): Resolution {
  const sex = honorificSex(honorific);
  const bySurname = people.filter((person) => hasSurname(person, word) && fitsSex(person, sex));
  const byFirst = people.filter((person) => isFirstNameOf(person, word));
  const matches = bySurname.length > 0 ? bySurname : byFirst;
  if (matches.length === 1) return { person: matches[0]!, signals: [] };
  const surname =
    bySurname.length > 0 ||
    (matches.length === 0 &&
      (honorific !== undefined || (!isFirstName(word) && surnameRank(word) !== undefined)));
  const name = spelling.get(word) ?? titleCase(word);
  const alone: Person = {
    key: surname ? `${word}|${sex ?? ""}` : `|${word}`,
    ...(surname ? { last: word } : { first: word }),
    // "Mrs. Bloom" when the title is what tells her from the other Blooms.
    canonical: surname && sex && honorific ? `${titleCase(honorific)} ${name}` : name,
  };
  if (matches.length === 0) return { person: alone, signals: [] };
  return {
    person: alone,
    signals: [
      signalOf(
        "ambiguous-name",
        `Could be ${matches.map((person) => person.canonical).join(" or ")}: kept apart`,
      ),
    ],
  };
}

function factsOf(resolved: { mention: NameMention; person: Person }[]): Map<string, PersonFacts> {
  const facts = new Map<string, PersonFacts>();
  for (const { mention, person } of resolved) {
    let fact = facts.get(person.key);
    if (fact === undefined)
      facts.set(
        person.key,
        (fact = {
          cues: 0,
          speaks: false,
          intro: false,
          titles: new Set(),
          professions: new Set(),
        }),
      );
    if (mention.source === "cue") fact.cues += 1;
    if (mention.cue) fact.speaks = true;
    if (mention.source === "intro") fact.intro = true;
    if (mention.honorific)
      (mention.profession ? fact.professions : fact.titles).add(mention.honorific);
  }
  return facts;
}

function personSignals(person: Person, facts: PersonFacts): Signal[] {
  const signals: Signal[] = [];
  if (facts.cues > 0)
    signals.push(
      signalOf("speaking", `Speaking character: ${countOf(facts.cues, "speech", "speeches")}`),
    );
  if (facts.intro) signals.push(signalOf("caps-intro", "Introduced in CAPS in action"));
  if (facts.professions.size > 0)
    signals.push(
      signalOf(
        "profession",
        `Title or profession attached (${[...facts.professions].join(", ")}): easier to identify a real namesake`,
      ),
    );
  if (person.first && person.last) {
    signals.push(signalOf("full-name", "A full name: full names always need checking"));
    signals.push(...nameCommonness(person.first, person.last).signals);
  } else if (person.first) {
    signals.push(
      signalOf("first-name-only", "First name only: first names alone almost always clear"),
    );
    signals.push(...nameCommonness(person.first, undefined).signals);
  } else {
    signals.push(
      signalOf("surname-only", "Surname only: identifiable with a title, a place or a profession"),
    );
    signals.push(...nameCommonness(undefined, person.last).signals);
  }
  return signals;
}

function statusOf(person: Person): VerdictCode {
  if (!person.last) return "NC";
  return nameCommonness(person.first, person.last).bucket === "very common" && person.first
    ? "NC"
    : "CC";
}

/** "MCGREGOR" → "McGregor", "O'BRIEN" → "O'Brien"; mixed-case spellings are kept as written. */
function titleCase(word: string): string {
  if (word !== word.toUpperCase()) return word;
  return word
    .toLowerCase()
    .replace(
      /(^mc|^|[-'’])([a-z])/g,
      (_match, head: string, letter: string) =>
        `${head.charAt(0).toUpperCase()}${head.slice(1)}${letter.toUpperCase()}`,
    );
}
