/**
 * Where a screenplay names people: character cues, CAPS introductions in action, titled names
 * ("Det. Kowalski") and capitalised full names in prose. Which person each mention means is
 * settled afterwards, over the whole script (characters.ts).
 */
import { PRODUCT_KIND_WORDS } from "@/config/first-pass/brands";
import {
  CUE_QUALIFIERS,
  HONORIFICS,
  NAME_LOOKALIKES,
  PLACE_WORDS,
  ROLE_WORDS,
} from "@/config/first-pass/honorifics";
import { NOT_CHECKED } from "@/config/first-pass/not-checked";
import { NAME_SUFFIXES } from "@/config/first-pass/organisation-words";
import type { ScriptElement } from "@/lib/screenplay/model";

import { alternation, matchesOf, withoutPeriod } from "./patterns";
import { isDescribedAfter } from "./person-context";
import { firstNameRank, isKnownName, surnameRank } from "../data/names";
import { isDemonym } from "../data/places";
import { isCommonWord, isEnglishWord } from "../data/words";
import { memoised } from "../memo";

export type MentionSource = "cue" | "intro" | "titled" | "full" | "single";

export type NameMention = {
  elementIndex: number;
  start: number;
  end: number;
  /** As written, honorific included. */
  text: string;
  /** The title before the name, as written ("Det."), if any. */
  honorific?: string;
  profession: boolean;
  /** The name's words as written, without the title. */
  tokens: string[];
  source: MentionSource;
  /** Read from a character cue, titled (SIR TOBIAS) or not: the person speaks. */
  cue?: true;
  /** DANIEL "DANNY" REYES: the name the script will also use for him. */
  nickname?: string;
  /**
   * One capitalised word between lower-case ones ("ask Rhonda"), not part of a longer run: its
   * line, and where its word ended as written, for `lonenessOf`.
   */
  alone?: { line: string; wordEnd: number };
};

/** What the words around a name standing alone say of it (`lonenessOf`). */
export type Loneness = {
  /**
   * Spoken to or of as a person: after a word that says so ("thanks Kally", "out with Limi"), or
   * only set off by punctuation as one speaks to someone ("Hello, Mac!"), or called out alone in
   * quotation marks ("Nan!").
   */
  personal?: "cue" | "vocative" | "called";
  /** After a word that leads to a place: "out of Logan", "in Laura". */
  placeBefore?: true;
};

/** A word, with whether it ends in a period, and what the finder asks of it. */
type Token = { word: string; start: number; end: number; period: boolean; facts: WordFacts };

/** What the finder asks of a word as written ("Det.", "SARAH"), worked out once per spelling. */
type WordFacts = {
  bare: string;
  /** In capitals (SARAH, DR.). */
  caps: boolean;
  honorific: boolean;
  /** "Dr." and "Det." run on into the name; "Sheriff." ends a sentence. */
  abbreviatedTitle: boolean;
  /** An initial, which runs on into the name too ("John Q. Public"). */
  initial: boolean;
  functionWord: boolean;
  common: boolean;
  firstName: boolean;
  /** Among the census's most given first names (Hope, Will, Mark), not a rare one (See). */
  popularFirstName: boolean;
};

const HONORIFIC = new Map(
  HONORIFICS.flatMap(({ forms, profession }) => forms.map((form) => [form, profession] as const)),
);
const QUALIFIERS = new Set(CUE_QUALIFIERS);
const ROLES = new Set(ROLE_WORDS);
const NOT_NAMES = new Set(NAME_LOOKALIKES);
const PLACES = new Set([
  ...PLACE_WORDS,
  ...NAME_SUFFIXES.flatMap(({ words }) => words.filter((word) => /^[a-z]+$/.test(word))),
]);
const NICKNAME_INTRO = /\b([A-Z][A-Za-z'’-]+) ["“]([A-Z][A-Za-z'’-]+)["”] ([A-Z][A-Za-z'’-]+)\b/g;
/** A place word this common as a surname is a surname: Hill, Hall, Park, Lane. */
const COMMON_SURNAME_RANK = 2_000;
/** First names this popular that are also words start a full name even at a sentence start. */
const POPULAR_FIRST_NAME_RANK = 1_000;
/** Census surnames past this rank are too rare to tell a nickname before them from a word. */
const RARE_SURNAME_RANK = 20_000;
/** Names have at most a first, a middle and a last name, and a suffix; longer runs are prose. */
const MAX_NAME_TOKENS = 4;
/** O'Hara and D'Arrasty: the particle's apostrophe stays inside the name. */
const WORD = /(?:[OD]['’](?=[A-Z]))?[A-Za-z][A-Za-z]*(?:-[A-Za-z]+)*\.?/g;
const AGE_AFTER =
  /^\s*(?:\(\s*(?:\d{1,2}s?|early|mid|late|teen|twent|thirt|fort|fift|sixt|sevent|eight|nine|[a-z]+ ?\d)|,\s*(?:\d{1,2}s?\b|early|mid-?|late|teen|twent|thirt|fort|fift|sixt|sevent|eight|nine))/i;
const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv"]);
/**
 * Small words never inside a name: EDWARD AND WILL are two people, ON SANDRA is a shot, "My Beth"
 * is Beth, "Earl Williams I thought" names Earl Williams.
 */
const FUNCTION_WORDS = new Set([
  "my",
  "your",
  "our",
  "their",
  "his",
  "her",
  "its",
  "and",
  "or",
  "the",
  "of",
  "on",
  "in",
  "at",
  "to",
  "with",
  "for",
  "from",
  "by",
  "as",
  "into",
  "over",
  "a",
  "an",
  "vs",
  "versus",
  "but",
  "not",
  "no",
  "is",
  "it",
  "i",
  "me",
  "you",
  "he",
  "him",
  "she",
  "we",
  "us",
  "they",
  "them",
]);

/**
 * The words of WORD that start with a capital, and not inside a word ("iPhone", "ex-Marine"):
 * only they make runs, and a lowercase word between two of them already keeps them apart, so
 * prose need not split the rest. Function words ("The", "HIS") never join a run and are left out
 * here: a word between two others keeps them apart too.
 */
const CAPITALISED_WORD = new RegExp(
  String.raw`(?<![A-Za-z]|[A-Za-z]-)(?!(?:${alternation(
    [...FUNCTION_WORDS].flatMap((word) => [
      word.charAt(0).toUpperCase() + word.slice(1),
      word.toUpperCase(),
    ]),
  )})\.?(?![A-Za-z-]))(?:[OD]['’](?=[A-Z]))?[A-Z][A-Za-z]*(?:-[A-Za-z]+)*\.?`,
  "g",
);

const SEX = new Map(
  HONORIFICS.flatMap(({ forms, sex }) => (sex ? forms.map((form) => [form, sex] as const) : [])),
);

/** Mrs. and Miss name a woman, Mr. a man; other titles say nothing. */
export function honorificSex(word?: string): "female" | "male" | undefined {
  return word ? SEX.get(bare(word)) : undefined;
}

/** A cue's name, without generic roles (WAITRESS, COP #2, NEWS ANCHOR), qualifiers or titles. */
export function cueMention(element: ScriptElement): NameMention | undefined {
  const mention = cueName(element.text);
  return mention && { ...mention, elementIndex: element.index, cue: true };
}

/** Kept by cue, which a script repeats on every page; the element index is the caller's. */
const cueName = memoised((text): NameMention | undefined => {
  // COP #2, SARAH'S MOM and EDWARD AND WILL are not one person's name.
  if (!text || /[#\d&/]|['’]S\b|\b(?:AND|OR)\b/i.test(text)) return undefined;
  const mention = mentionOf(0, text, tokensOf(text), "cue");
  return mention && isNameShaped(mention.tokens.map(bare), true) ? mention : undefined;
});

/** Names in an action line, dialogue or heading: CAPS introductions, titled and full names. */
export function proseMentions(element: ScriptElement, speakers: Set<string>): NameMention[] {
  const text = element.text;
  const mentions = nicknamed(element.index, text);
  const captioned = captionName(element.index, text);
  if (captioned) mentions.push(captioned);
  // Counted only for lines with a run in capitals: most have none.
  let shouting: boolean | undefined;
  // Pushed one by one, as most runs and lines hold no name.
  for (const run of runsOf(text, capitalisedTokensOf(text))) {
    if (captioned && run[0]!.start < captioned.end) continue;
    const caps = run.every((token) => token.facts.caps);
    shouting ??= caps ? isMostlyCaps(text) : undefined;
    const found =
      caps && !shouting
        ? capsIntro(element, text, run, speakers)
        : caps
          ? shoutedName(element.index, text, run, speakers)
          : mixedCaseName(element.index, text, run);
    for (const mention of found) mentions.push(mention);
  }
  return mentions;
}

/** "SUPER: DANA REYES, KESTREL FREIGHT": a caption's first part, up to a comma or a dash. */
const CAPTIONED_NAME =
  /^\s*(?:super(?:impose(?:d)?)?|title(?: card)?|chyron|caption|lower third)\s*:\s*([A-Za-z][A-Za-z'’.-]*(?: [A-Za-z][A-Za-z'’.-]*){1,3})\s*(?:[,–—]|--|$)/i;

/** A caption that names someone: a first name, then a surname, as the screen shows them. */
function captionName(elementIndex: number, text: string): NameMention | undefined {
  const found = CAPTIONED_NAME.exec(text);
  if (!found) return undefined;
  const tokens = tokensOf(text).filter(
    (token) => token.start >= text.indexOf(found[1]!) && token.end <= found[0].length,
  );
  if (tokens.length < 2 || !tokens[0]!.facts.firstName) return undefined;
  if (!looksLikeFullName(tokens.map((token) => token.word))) return undefined;
  return mentionOf(elementIndex, text, tokens, "intro");
}

/** A nickname in quotation marks between a first and a last name. */
function nicknamed(elementIndex: number, text: string): NameMention[] {
  // Most lines hold no quotation mark, which the pattern is slow to find out.
  if (!text.includes('"') && !text.includes("“")) return [];
  return matchesOf(NICKNAME_INTRO, text).flatMap((found) => {
    const [, first, nickname, last] = found as unknown as [string, string, string, string];
    if (!isNameShaped([bare(first), bare(last)], true)) return [];
    return [
      {
        elementIndex,
        start: found.index,
        end: found.index + found[0].length,
        text: found[0],
        profession: false,
        tokens: [first, last],
        source: first === first.toUpperCase() ? "intro" : "full",
        nickname,
      },
    ];
  });
}

function capsIntro(
  element: ScriptElement,
  text: string,
  run: Token[],
  speakers: Set<string>,
): NameMention[] {
  const mention = mentionOf(element.index, text, run, "intro");
  if (!mention) return [];
  const names = mention.tokens.map(bare);
  // "SURI, a tough looking goon": described as someone, as an age would say.
  const aged =
    AGE_AFTER.test(text.slice(mention.end, mention.end + 24)) ||
    isDescribedAfter(text.slice(mention.end, mention.end + 60));
  const spoken = speakers.has(names.join(" ")) || names.some((name) => speakers.has(name));
  if (!isNameShaped(names, aged || spoken)) return [];
  if (!aged && !spoken && isThingShaped(names)) return [];
  // One capitalised word (PARIS, RUMBLE) introduces someone only with an age, a cue or a title.
  return aged || spoken || names.length > 1 || mention.honorific ? [mention] : [];
}

/**
 * "a USB STICK", "a SKYPE CALL": capitals before an ordinary word that no list knows as any part
 * of a name are a prop or a sound written large, not someone introduced.
 */
function isThingShaped(names: string[]): boolean {
  const first = names[0]!;
  return (
    names.length > 1 &&
    !isKnownName(first) &&
    nameWord(first).surnameRank === undefined &&
    nameWord(names.at(-1)!).common
  );
}

/**
 * All-caps text (headings, shouted action, title cards) names only people the script already
 * knows: a speaker, or a first name before a speaker's surname ("HARLEY ALLEN, OWNER").
 */
function shoutedName(
  elementIndex: number,
  text: string,
  run: Token[],
  speakers: Set<string>,
): NameMention[] {
  const names = run.map((token) => token.facts.bare);
  if (
    run.length >= 2 &&
    run.length <= 3 &&
    speakers.has(names.at(-1)!) &&
    run[0]!.facts.firstName &&
    !run[0]!.facts.common &&
    isNameShaped(names, true)
  ) {
    const mention = mentionOf(elementIndex, text, run, "intro");
    if (mention) return [mention];
  }
  return run.flatMap((token) =>
    speakers.has(token.facts.bare) && !token.facts.common
      ? [single(elementIndex, text, token)]
      : [],
  );
}

function mixedCaseName(elementIndex: number, text: string, run: Token[]): NameMention[] {
  // "Holy Moses!": a set phrase names nobody (config/first-pass/not-checked.ts).
  if (IDIOMS.has(text.slice(run[0]!.start, run.at(-1)!.end).toLowerCase())) return [];
  let tokens = run;
  // "Then Sarah Kowalski…": a capitalised ordinary word at a sentence start is not a name.
  // "I Love Sandra Templeton": before a full name, even a word that is also a name goes.
  // "See Walter now.": so does a rare first name at a sentence start ("Hope Walters" stays).
  if (isNicknamedSurname(text, tokens)) {
    const mention = mentionOf(elementIndex, text, tokens, "full");
    return mention ? [mention] : [];
  }
  while (
    tokens.length > 0 &&
    tokens[0]!.facts.common &&
    !tokens[0]!.facts.honorific &&
    (!tokens[0]!.facts.firstName ||
      tokens.length > 2 ||
      (!tokens[0]!.facts.popularFirstName && startsSentence(text, tokens[0]!.start)))
  )
    tokens = tokens.slice(1);
  if (tokens.length === 0) return [];
  if (tokens[0]!.facts.honorific) {
    const mention = mentionOf(elementIndex, text, tokens, "titled");
    // "Mr. Pakistani" is how someone is called by where they are from, not a name.
    if (mention?.tokens.length === 1 && isDemonym(bare(mention.tokens[0]!))) return [];
    const names = mention?.tokens.map(bare) ?? [];
    return mention && (isNameShaped(names, true) || isTitledCalendarSurname(names))
      ? [mention]
      : [];
  }
  if (
    tokens.length >= 2 &&
    !beforeModelNumber(text, tokens.at(-1)!.end) &&
    looksLikeFullName(tokens.map((token) => token.word))
  ) {
    const mention = mentionOf(elementIndex, text, tokens, "full");
    return mention ? [mention] : [];
  }
  const singles: NameMention[] = [];
  for (const token of tokens)
    if (
      !NOT_NAMES.has(token.facts.bare) &&
      (!token.facts.common || !startsSentence(text, token.start) || calledOut(text, token))
    )
      singles.push(single(elementIndex, text, token, tokens.length === 1));
  return singles;
}

const IDIOMS = new Set(NOT_CHECKED.idioms!.map((idiom) => idiom.toLowerCase()));

/** Months and weekdays, which are names only after a title. */
const CALENDAR_WORDS = new Set(
  [...NOT_CHECKED.months!, ...NOT_CHECKED.weekdays!].map((word) => word.toLowerCase()),
);

/** "Aunt March", "Mrs. Friday": after a title, a month or weekday that is a surname is one. */
function isTitledCalendarSurname(names: string[]): boolean {
  return (
    names.length === 1 && CALENDAR_WORDS.has(names[0]!) && surnameRank(names[0]!) !== undefined
  );
}

/**
 * "All right! Carl! Frank!": a popular first name that is also a word, called out at a sentence
 * start, is someone spoken to; so is any first name called out alone in quotation marks ("Nan!").
 */
function calledOut(text: string, token: Token): boolean {
  if (text.charAt(token.end) !== "!") return false;
  return token.facts.popularFirstName || (token.facts.firstName && calledAlone(text, token));
}

function calledAlone(text: string, token: Token): boolean {
  return /["“]/.test(text.charAt(token.start - 1)) && /["”]/.test(text.charAt(token.end + 1));
}

/**
 * "get hold of Butch O'Connor": inside a sentence, a capitalised word before a listed surname that
 * is no ordinary word nor a first name is a nickname, the two one person's name.
 */
function isNicknamedSurname(text: string, tokens: Token[]): boolean {
  if (tokens.length !== 2 || startsSentence(text, tokens[0]!.start)) return false;
  const [nickname, surname] = tokens as [Token, Token];
  if (!nickname.facts.common || nickname.facts.honorific || surname.facts.firstName) return false;
  // "Mister Burns" is titled, "Election Day" and "Pad Thai" are words.
  if (nickname.facts.bare === "mister" || isEnglishWord(surname.facts.bare)) return false;
  if (isDemonym(surname.facts.bare)) return false;
  const word = nameWord(surname.facts.bare);
  return (word.surnameRank ?? Infinity) <= RARE_SURNAME_RANK && !word.unfit;
}

/** "the Leupold Mark 4 scope": words before a model number name a product. */
function beforeModelNumber(text: string, end: number): boolean {
  return text.charCodeAt(end) === 32 && /\d/.test(text.charAt(end + 1));
}

/** What makes a word (lower case, as names are compared) fit or unfit a name, once per word. */
type NameWord = {
  common: boolean;
  firstName: boolean;
  surnameRank: number | undefined;
  /**
   * Never in a name: a name look-alike; two letters that are no known name (QF, TV, OK; Al, Ed
   * and Jo are names); three letters or more without a vowel (USB, DVD).
   */
  unfit: boolean;
  /** Each of its hyphenated parts is no ordinary word, or is a first name or a surname. */
  plausible: boolean;
};

const nameWord = memoised((word): NameWord => {
  const common = isCommonWord(word);
  const firstName = firstNameRank(word) !== undefined;
  const rank = surnameRank(word);
  return {
    common,
    firstName,
    surnameRank: rank,
    unfit:
      NOT_NAMES.has(word) ||
      (/^[a-z]{2}$/.test(word) && !firstName) ||
      /^[b-df-hj-np-tv-xz]{3,}$/.test(word),
    plausible: word.includes("-")
      ? word.split("-").every((part) => nameWord(part).plausible)
      : !common || firstName || rank !== undefined,
  };
});

/**
 * Words that can make up a person's name: SARAH KOWALSKI, DON PRICE (a surname may be a word),
 * but not SOME FARMER, OLD MAN or SHOTGUN TOTER. `asWritten`: the script marks it as a name.
 */
function isNameShaped(names: string[], asWritten = false): boolean {
  const last = names.at(-1);
  if (last === undefined || ROLES.has(last)) return false;
  const words = names.map(nameWord);
  const first = words[0]!;
  if (words.some((word) => word.unfit)) return false;
  // NORTHER WINSLOW (30): with an age or a cue, a word before a surname no word is a first name.
  if (first.common && !first.firstName && !(asWritten && endsInRealSurname(words))) return false;
  // "Saar Saar, wait!": a word said twice calls out, it names no one.
  if (new Set(names).size < names.length) return false;
  // A cue or an aged introduction says it is a name: WILBUR FREELY may end with a word.
  if (names.length === 1 || asWritten) return true;
  // MAPLE STREET, FENWAY PARK: a place word after anything but a first name is a place.
  if (PLACES.has(last) && (!first.firstName || first.common)) return false;
  const final = words.at(-1)!;
  if (PLACES.has(last) && (final.surnameRank ?? Infinity) > COMMON_SURNAME_RANK) return false;
  return (
    words
      .slice(1, -1)
      .every(
        (word, index) => !word.common || word.firstName || /^[a-z]\.?$/.test(names[index + 1]!),
      ) &&
    (!final.common || final.surnameRank !== undefined) &&
    words.every((word) => word.plausible)
  );
}

/**
 * Two or three words, the last a listed surname that is no ordinary word nor a first name, and a
 * middle one no ordinary word either (SHAM GOPAL VERMA; OLD MAN KOWALSKI is a role and a name).
 */
function endsInRealSurname(words: NameWord[]): boolean {
  const last = words.at(-1)!;
  return (
    (words.length === 2 || (words.length === 3 && !words[1]!.common)) &&
    !last.common &&
    !last.firstName &&
    last.surnameRank !== undefined
  );
}

function looksLikeFullName(written: string[]): boolean {
  const names = written.map(bare);
  if (!isNameShaped(names)) return false;
  const first = nameWord(names[0]!);
  const last = nameWord(names.at(-1)!);
  if (last.common && !last.surnameRank) return false;
  return first.firstName || (Boolean(last.surnameRank) && !first.common);
}

function mentionOf(
  elementIndex: number,
  text: string,
  tokens: Token[],
  source: MentionSource,
): NameMention | undefined {
  const unqualified = dropQualifiers(tokens);
  const head = unqualified[0];
  if (!head || (unqualified.length === 1 && head.facts.honorific)) return undefined;
  const titled = head.facts.honorific;
  const nameTokens: Token[] = [];
  for (let index = titled ? 1 : 0; index < unqualified.length; index++)
    if (!SUFFIXES.has(unqualified[index]!.facts.bare)) nameTokens.push(unqualified[index]!);
  if (nameTokens.length === 0 || nameTokens.length > MAX_NAME_TOKENS) return undefined;
  const start = head.start;
  const end = tokens.at(-1)!.end;
  return {
    elementIndex,
    start,
    end,
    text: text.slice(start, end),
    honorific: titled ? head.word : undefined,
    profession: titled && HONORIFIC.get(head.facts.bare) === true,
    // Initials keep their period: "Max J. Egelhoffer".
    tokens: nameTokens.map((token) =>
      token.period ? token.word.replace(/(?<=\w{2})\.$/, "") : token.word,
    ),
    source: titled ? "titled" : source,
  };
}

/** YOUNG EDWARD, GROWN-UP EDWARD and OLD EDWARD are Edward. */
function dropQualifiers(tokens: Token[]): Token[] {
  let start = 0;
  while (start < tokens.length - 1 && QUALIFIERS.has(tokens[start]!.facts.bare)) start += 1;
  return start === 0 ? tokens : tokens.slice(start);
}

/**
 * One word as a name. `alone`: it stood among lower-case words, not in a longer run; then its
 * neighbours tell whether it is spoken to or of as a person.
 */
function single(elementIndex: number, text: string, token: Token, alone = false): NameMention {
  const word = withoutPeriod(token.word);
  const mention: NameMention = {
    elementIndex,
    start: token.start,
    end: token.start + word.length,
    text: word,
    profession: false,
    tokens: [word],
    source: "single",
  };
  if (alone) mention.alone = { line: text, wordEnd: token.end };
  return mention;
}

/**
 * A name standing alone, read with the words around it; undefined when it is not alone after
 * all: its word goes on ("Wakin'", "Acme™") or names a product's brand ("a Gibson guitar").
 * Worked out only for the names that need it, as most are the script's known people.
 */
export function lonenessOf(mention: NameMention): Loneness | undefined {
  if (!mention.alone) return undefined;
  const { line: text, wordEnd } = mention.alone;
  const { start, end } = mention;
  if (lineGoesOn(text, wordEnd) || PRODUCT_AFTER.test(text.slice(end, end + 24))) return undefined;
  const before = text.slice(Math.max(0, start - 16), start);
  const personal = personalCue(before, text.slice(end, end + 16));
  const placeBefore = PLACE_BEFORE.test(before);
  return {
    ...(personal ? { personal } : {}),
    ...(placeBefore ? { placeBefore: true as const } : {}),
  };
}

/** "a battered Gibson guitar": a capitalised word before a kind of product is its brand. */
const PRODUCT_AFTER = new RegExp(
  String.raw`^(?: [a-z]+-?[a-z]*)? (?:${alternation(PRODUCT_KIND_WORDS)})\b`,
);
const PLACE_BEFORE =
  /(?:^|[^\p{L}])(?:in|into|from|out of|near|outside|through|via|across|at)\s*$/iu;

/** Words before a name that speak of a person: "thanks Kally", "out with Limi", "get Dubrow". */
const PERSON_BEFORE =
  /(?:^|[^\p{L}'’])(?:hello|hi|hey|thanks|thank you|please|dear|sorry|ask|asked|tell|told|call|called|get|fetch|phone|ring|have|let|meet|met|with|and|where's|where is)\s*,?\s*$/iu;
/** What only a person does, after the name: "that Bob would have come", "Rose said so". */
const PERSON_AFTER =
  /^ (?:would|will|won't|said|says|told|called|phoned|rang|wants|wanted|thinks|thought|knows|knew)\b/;
/** Spoken to: "Hello, Jim?", "Carl! Frank!", "I can't, Fred, honest." */
const VOCATIVE_BEFORE = /(?:^|[,!?.:;…]["”’]?\s*|[—–]\s*|-- ?)$/u;
const VOCATIVE_AFTER = /^(?:[,!?]|\.(?:\s|$)|…|\s*--)/u;

function personalCue(before: string, after: string): Loneness["personal"] {
  // "RCA Victor wants a meeting": after another name, the verb is the firm's.
  const afterName = /\p{Lu}\S*\s$/u.test(before);
  if (PERSON_BEFORE.test(before) || (PERSON_AFTER.test(after) && !afterName)) return "cue";
  // "Nan!" on its own in quotation marks: a greeting called out to someone.
  if (/["“]$/.test(before) && /^!["”]/.test(after)) return "called";
  return VOCATIVE_BEFORE.test(before) && VOCATIVE_AFTER.test(after) ? "vocative" : undefined;
}

/**
 * "Wakin'", "Smith-" or "Acme™": the word goes on past its letters, so it is no name alone; a
 * possessive ("Rhonda's") does not count.
 */
function lineGoesOn(text: string, wordEnd: number): boolean {
  return /^(?:['’](?![sS]\b)|[™®-])/.test(text.slice(wordEnd, wordEnd + 3));
}

function tokensOf(text: string): Token[] {
  return matchesOf(WORD, text).map(tokenOf);
}

function capitalisedTokensOf(text: string): Token[] {
  // Read match by match: most lines hold a few capitalised words, and no match list is kept.
  const tokens: Token[] = [];
  CAPITALISED_WORD.lastIndex = 0;
  for (let found = CAPITALISED_WORD.exec(text); found; found = CAPITALISED_WORD.exec(text))
    tokens.push(tokenOf(found));
  return tokens;
}

const tokenOf = (match: RegExpExecArray): Token => ({
  word: match[0],
  start: match.index,
  end: match.index + match[0].length,
  period: match[0].endsWith("."),
  facts: factsOf(match[0]),
});

/** Kept by spelling: the same names and sentence openers recur on every page. */
const factsOf = memoised((word): WordFacts => {
  const lower = bare(word);
  const honorific = HONORIFIC.has(lower);
  const rank = firstNameRank(lower)?.rank;
  return {
    bare: lower,
    caps: isCaps(word),
    honorific,
    abbreviatedTitle: word.endsWith(".") && lower.length <= 5 && honorific,
    initial: /^[A-Z]\.$/.test(word),
    functionWord: FUNCTION_WORDS.has(lower),
    common: isCommonWord(word),
    firstName: rank !== undefined,
    popularFirstName: (rank ?? Infinity) <= POPULAR_FIRST_NAME_RANK,
  };
});

/** A word without its sentence's closing period: "Sarah." is Sarah. */
function withoutLastCharacter(token: Token): Token {
  const word = token.word.slice(0, -1);
  return {
    word,
    start: token.start,
    end: token.end - 1,
    period: token.period,
    facts: factsOf(word),
  };
}

/**
 * Runs of capitalised words joined by single spaces. A period ends a run unless it closes a
 * title ("Det.") or an initial ("John Q. Public"), or comes between a first name and an initial.
 */
function runsOf(text: string, tokens: Token[]): Token[][] {
  // No closure to close a run: this runs on every line, and a function made per call costs.
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const token of tokens) {
    const previous = run.at(-1);
    const joined =
      previous &&
      ((token.start === previous.end + 1 &&
        text.charCodeAt(previous.end) === 32 &&
        (!previous.period || previous.facts.abbreviatedTitle || previous.facts.initial)) ||
        strayPeriod(text, previous, token)) &&
      // "Mr. LAMBERT": a title runs on into a name in capitals.
      (previous.facts.caps === token.facts.caps ||
        (run.length === 1 && previous.facts.abbreviatedTitle));
    const functionWord = token.facts.functionWord;
    if ((!joined || functionWord) && run.length > 0) {
      runs.push(run);
      run = [];
    }
    if (functionWord) continue;
    run.push(
      token.period && !token.facts.abbreviatedTitle && !token.facts.initial
        ? withoutLastCharacter(token)
        : token,
    );
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** "Phillip. K. Dick": a period between a first name and an initial is a slip, as no sentence opens with an initial. */
function strayPeriod(text: string, previous: Token, token: Token): boolean {
  return (
    previous.period &&
    previous.facts.firstName &&
    token.facts.initial &&
    token.start === previous.end + 2 &&
    text.slice(previous.end, token.start) === ". "
  );
}

function startsSentence(text: string, start: number): boolean {
  return (
    /(?:^|[.!?…:;]["'”’)]?\s+|^["'“‘(]|[-—–]\s*)$/.test(
      text.slice(Math.max(0, start - 4), start),
    ) || start === 0
  );
}

export function isFirstName(word: string): boolean {
  return firstNameRank(bare(word)) !== undefined;
}

function isCaps(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && /[A-Z]{2}/.test(word);
}

function isMostlyCaps(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) upper += 1;
    else if (code >= 97 && code <= 122) lower += 1;
  }
  return upper > 0 && upper / (upper + lower) > 0.8;
}

/** Lower case without a trailing period: how names are compared. */
export function bare(word: string): string {
  return withoutPeriod(word).toLowerCase();
}
