/**
 * Known entities in a script's text (clearance-engine-libraries.md §5.3–5.4, §7): our curated
 * lists (config/first-pass), Simple Icons brand titles and popular Wikipedia titles, matched
 * word by word over a case-folded copy of each element's text. Names that are also
 * ordinary words (Target, Apple, "the office") count only when their casing or a nearby word
 * says so, and their signal says they are ambiguous.
 */
import wikipedia from "compromise-wikipedia";
import simpleIcons from "simple-icons/icons.json";

import {
  AGENCIES,
  POLICE_AND_MILITARY,
  SURVEILLANCE_PROGRAMMES,
} from "@/config/first-pass/agencies";
import { AIRLINES } from "@/config/first-pass/airlines";
import {
  BRAND_SHAPE,
  BRAND_SHAPE_PART,
  BRANDS,
  PRODUCT_KIND_WORDS,
  VEHICLE_KIND_WORDS,
} from "@/config/first-pass/brands";
import { BUSINESSES } from "@/config/first-pass/businesses";
import { CATEGORY_FACTS } from "@/config/first-pass/categories";
import { CATEGORY_CONTEXT, PRECEDING_CONTEXT } from "@/config/first-pass/context-words";
import type { GazetteerEntry } from "@/config/first-pass/entries";
import { GENERIC_ACRONYMS } from "@/config/first-pass/generic-terms";
import { HOSPITALS } from "@/config/first-pass/hospitals";
import { LANDMARKS } from "@/config/first-pass/landmarks";
import { MEDIA } from "@/config/first-pass/media";
import { NOT_CHECKED } from "@/config/first-pass/not-checked";
import { NICKNAME_HEADS } from "@/config/first-pass/person-words";
import { PUBLIC_FIGURES } from "@/config/first-pass/public-figures";
import { SPORTS_TEAMS } from "@/config/first-pass/sports-teams";
import { TRANSPORT } from "@/config/first-pass/transport";
import { UNIVERSITIES } from "@/config/first-pass/universities";
import { FICTIONAL_CHARACTERS, SONGS, WORKS } from "@/config/first-pass/works";
import { firstNameRank, isKnownName, surnameRank } from "@/lib/first-pass/data/names";
import { lookUpPlace, placeSignal } from "@/lib/first-pass/data/places";
import { isCommonWord, isEnglishWord } from "@/lib/first-pass/data/words";
import type { TextFinder } from "@/lib/first-pass/extract/finder";
import { isRomanNumeral, withoutOverlaps } from "@/lib/first-pass/extract/patterns";
import {
  isWordChar,
  PhraseIndex,
  type SerialisedPhraseIndex,
} from "@/lib/first-pass/extract/phrase-index";
import {
  type ClearanceCategory,
  type Signal,
  type SignalKind,
  signalOf,
  type VerdictCode,
  type TextMatch,
} from "@/lib/first-pass/model";
import { prebuiltPart } from "@/lib/first-pass/prebuilt";

/** What a matched pattern stands for. */
type Known = {
  category: ClearanceCategory;
  canonical: string;
  signals: Signal[];
  suggestedCode: VerdictCode;
  /** Words near an ambiguous name that confirm it. */
  context: readonly string[];
};

/** One pattern of the index: the entity, and what it takes to count. */
type Pattern = {
  known: Known;
  /** An ordinary word or common name too: needs casing or context. */
  ambiguous: boolean;
  /**
   * Whether a capital says anything: not for initials ("ICE") nor for a common name ("Ford",
   * "Chase"), which scripts capitalise anyway; those need context.
   */
  casingCounts: boolean;
  /** From a wide list: in mixed-case text only a capitalised mention is a name ("Lorem Ipsum"). */
  needsCapital: boolean;
  /**
   * Another curated entry written the same way, tried when this one's casing or context does
   * not hold: Parliament the cigarette without a pack near is Parliament the legislature.
   */
  otherwise?: Pattern;
};

/** One element's text as the matcher reads it. */
type Scan = {
  text: string;
  /** Lower case, same offsets. */
  folded: string;
  /** ALL-CAPS text (headings, shouting) says nothing through its capitals. */
  mixedCase: boolean;
  /** Lower-case words of the characters' names. */
  characterWords: Set<string>;
};

/** Patterns by their folded form; the first list to claim a pattern keeps it. */
type Patterns = Map<string, Pattern>;

type CuratedList = {
  entries: readonly GazetteerEntry[];
  category: ClearanceCategory;
  kind: SignalKind;
  detail: string;
  /** Titles of works are often ordinary phrases ("The Office"), so multi-word ones may be ambiguous. */
  phrasesMayBeAmbiguous?: boolean;
};

const CURATED_LISTS: readonly CuratedList[] = [
  list(BRANDS, "brand", "known-brand", "a well-known brand (our curated list of brands)"),
  // Chains and national companies are trademarks to clear like any brand.
  list(
    BUSINESSES,
    "brand",
    "known-company",
    "a well-known company or chain (our curated list of businesses)",
  ),
  list(
    SPORTS_TEAMS,
    "sports",
    "known-sports-team",
    "a sports team or league (our curated list of sports teams)",
  ),
  list(AIRLINES, "transport", "known-airline", "an airline (our curated list of airlines)"),
  list(
    TRANSPORT,
    "transport",
    "known-transport",
    "a rail, coach, ferry, cruise or transit operator (our curated list of carriers)",
  ),
  list(MEDIA, "media", "known-media", "a media outlet (our curated list of media outlets)"),
  list(
    POLICE_AND_MILITARY,
    "police",
    "known-police",
    "a police force or military unit (our curated list of agencies)",
  ),
  list(
    AGENCIES,
    "organisation",
    "known-organisation",
    "an agency or organisation (our curated list of agencies)",
  ),
  list(
    SURVEILLANCE_PROGRAMMES,
    "other",
    "known-programme",
    "a state surveillance programme (our curated list of agencies)",
  ),
  list(
    UNIVERSITIES,
    "school",
    "known-school",
    "a school or university (our curated list of universities)",
  ),
  list(HOSPITALS, "hospital", "known-hospital", "a hospital (our curated list of hospitals)"),
  list(
    LANDMARKS,
    "location",
    "known-landmark",
    "a real airport, station or landmark (our curated list of landmarks)",
  ),
  list(
    PUBLIC_FIGURES,
    "real_person",
    "known-public-figure",
    "a public figure (our curated list of public figures)",
  ),
  list(
    FICTIONAL_CHARACTERS,
    "other",
    "known-character",
    "a famous character of fiction (our curated list of works)",
  ),
  {
    ...list(WORKS, "work_title", "known-work", "a famous work (our curated list of works)"),
    phrasesMayBeAmbiguous: true,
  },
  {
    ...list(SONGS, "music", "known-song", "a famous song or piece (our curated list of songs)"),
    phrasesMayBeAmbiguous: true,
  },
];

// Simple Icons lists every brand with a logo, famous or not: it weighs less than our own list.
const SIMPLE_ICONS_SIGNAL = signalOf(
  "known-brand",
  "Matches a well-known brand (Simple Icons brand list, CC0)",
  0.3,
);
const WIKIPEDIA_SOURCE = "the popular Wikipedia titles (compromise-wikipedia)";
const PUBLIC_DOMAIN_SIGNAL: Signal = signalOf(
  "public-domain",
  "Out of copyright in the US (our curated list of works)",
);

/** Words around a match searched for context, each side. */
const CONTEXT_WINDOW = 3;
/** Categories whose names take a plural "s" as written ("a pair of Nikes", "two Big Macs"). */
const PLURAL_CATEGORIES = new Set<ClearanceCategory>(["brand", "business"]);
/** Small words that are neither capitalised in titles nor evidence of an ordinary phrase. */
const SMALL_WORDS = new Set("a an the and or of in on at to for by with from is &".split(" "));
/** First names this popular start a person's name in a Wikipedia title. */
const POPULAR_FIRST_NAME_RANK = 1_000;
/** Surnames this common are as ambiguous as words ("Ford", "Lincoln"). */
const COMMON_SURNAME_RANK = 5_000;
/** Smaller places of a Wikipedia title's name are mostly something else (Christmas, Florida). */
const WIKIPEDIA_CITY_POPULATION = 100_000;
const GENERIC_INITIALS = new Set(GENERIC_ACRONYMS);
/** Shorter patterns are mostly initials that collide with ordinary text. */
const MIN_PATTERN_LENGTH = 3;

let index: PhraseIndex<Pattern> | undefined;
/** The famous people of the lists by each word of their names ("blair" → Tony Blair). */
const famousBySurname = new Map<string, string[]>();
/** The full names of the famous people of the lists, lower case. */
const famousNames = new Set<string>();
/** Public figures known by their first name alone, by it ("elvis" → Elvis Presley). */
const famousByFirstName = new Map<string, string>();
/** Popular Wikipedia titles of two or three words, lower case: the names a person may have. */
const nameLikeTitles = new Set<string>();
/** A surname two famous people share points at neither. */
const MAX_FAMOUS_NAMESAKES = 1;

/**
 * Builds or reads the index now (at worker start, say) rather than for the first script, and
 * the name, word and city lists the first pass reads beside it.
 */
export function loadGazetteer(): void {
  gazetteer();
  lookUpPlace("Paris");
  isEnglishWord("door");
  isKnownName("sarah");
}

function gazetteer(): PhraseIndex<Pattern> {
  index ??= prebuiltGazetteer() ?? buildGazetteer();
  return index;
}

/**
 * The gazetteer as the build writes it to a file (lib/first-pass/prebuilt.ts). Thousands of
 * patterns share each entity, which is written once and named by its place in `known`; a pattern
 * is [known, flags, the pattern tried otherwise].
 */
export type SerialisedGazetteer = {
  /** [category, canonical, status, signals (by place in `signals`), context (in `contexts`)] */
  known: [ClearanceCategory, string, VerdictCode, number[], number][];
  signals: Signal[];
  contexts: (readonly string[])[];
  index: SerialisedPhraseIndex<SerialisedPattern>;
  famousBySurname: [string, string[]][];
  famousNames: string[];
  famousByFirstName: [string, string][];
  nameLikeTitles: string[];
};
type SerialisedPattern = [number, number, SerialisedPattern?];

const [AMBIGUOUS, CASING_COUNTS, NEEDS_CAPITAL] = [1, 2, 4];

/** The gazetteer, built here if need be, with the tables of names built beside it. */
export function serialisedGazetteer(): SerialisedGazetteer {
  const known = new Map<Known, number>();
  const encode = (pattern: Pattern): SerialisedPattern => {
    let at = known.get(pattern.known);
    if (at === undefined) known.set(pattern.known, (at = known.size));
    const flags =
      (pattern.ambiguous ? AMBIGUOUS : 0) |
      (pattern.casingCounts ? CASING_COUNTS : 0) |
      (pattern.needsCapital ? NEEDS_CAPITAL : 0);
    return pattern.otherwise ? [at, flags, encode(pattern.otherwise)] : [at, flags];
  };
  const index = gazetteer().toJSON(encode);
  // Equal signals are made apart for each entry: they are written once by what they say.
  const signals = new Map<string, number>();
  const signalList: Signal[] = [];
  const signalAt = (signal: Signal) => {
    const said = JSON.stringify(signal);
    let at = signals.get(said);
    if (at === undefined) signals.set(said, (at = signalList.push(signal) - 1));
    return at;
  };
  const contexts = new Map<string, { at: number; words: readonly string[] }>();
  const knownRows = [...known.keys()].map(
    ({ category, canonical, suggestedCode, signals: own, context }) => {
      const words = JSON.stringify(context);
      let shared = contexts.get(words);
      if (shared === undefined)
        contexts.set(words, (shared = { at: contexts.size, words: context }));
      return [
        category,
        canonical,
        suggestedCode,
        own.map(signalAt),
        shared.at,
      ] satisfies SerialisedGazetteer["known"][number];
    },
  );
  return {
    known: knownRows,
    signals: signalList,
    contexts: [...contexts.values()].map(({ words }) => words),
    index,
    famousBySurname: [...famousBySurname],
    famousNames: [...famousNames],
    famousByFirstName: [...famousByFirstName],
    nameLikeTitles: [...nameLikeTitles],
  };
}

function prebuiltGazetteer(): PhraseIndex<Pattern> | undefined {
  const saved = prebuiltPart<SerialisedGazetteer>("gazetteer");
  if (!saved) return undefined;
  for (const [surname, people] of saved.famousBySurname) famousBySurname.set(surname, people);
  for (const name of saved.famousNames) famousNames.add(name);
  for (const [first, name] of saved.famousByFirstName) famousByFirstName.set(first, name);
  for (const title of saved.nameLikeTitles) nameLikeTitles.add(title);
  const known = saved.known.map(
    ([category, canonical, suggestedCode, signals, context]): Known => ({
      category,
      canonical,
      suggestedCode,
      signals: signals.map((at) => saved.signals[at]!),
      context: saved.contexts[context]!,
    }),
  );
  const decode = ([at, flags, otherwise]: SerialisedPattern): Pattern => ({
    known: known[at]!,
    ambiguous: (flags & AMBIGUOUS) !== 0,
    casingCounts: (flags & CASING_COUNTS) !== 0,
    needsCapital: (flags & NEEDS_CAPITAL) !== 0,
    ...(otherwise ? { otherwise: decode(otherwise) } : {}),
  });
  return PhraseIndex.fromJSON(saved.index, decode);
}

/**
 * The famous person a surname alone stands for ("as Tolstoy said"): among the public figures of
 * our list and the names among the popular Wikipedia titles, the only one with that surname.
 */
export function famousPeopleNamed(surname: string): string[] {
  gazetteer();
  const people = famousBySurname.get(surname.toLowerCase()) ?? [];
  return people.length <= MAX_FAMOUS_NAMESAKES ? people : [];
}

/** Whether any public figure of the lists bears this surname, however many share it. */
export function isFamousSurname(surname: string): boolean {
  gazetteer();
  return famousBySurname.has(surname.toLowerCase());
}

/** The public figure of our list known by this first name alone ("Elvis", "Oprah"), if any. */
export function famousByFirstNameAlone(firstName: string): string | undefined {
  gazetteer();
  return famousByFirstName.get(firstName.toLowerCase());
}

/** Whether a full name ("Winston Churchill") is a public figure's, by our list or Wikipedia's titles. */
export function isFamousName(name: string): boolean {
  gazetteer();
  return famousNames.has(name.toLowerCase());
}

/**
 * Whether a popular Wikipedia title reads as `name`: a person by a name too rare to type the
 * title a person's ("Roald Dahl"), once the script shows it is someone's name.
 */
export function isPopularTitle(name: string): boolean {
  gazetteer();
  return nameLikeTitles.has(name.toLowerCase());
}

function addFamous(name: string): void {
  famousNames.add(name.toLowerCase());
  const surname = name.toLowerCase().split(" ").at(-1)!;
  const people = famousBySurname.get(surname) ?? [];
  if (people.length <= MAX_FAMOUS_NAMESAKES) famousBySurname.set(surname, [...people, name]);
}

/**
 * A title that reads as a name though its first name is too rare to type it a person ("franz
 * kafka"): a listed name, then one or two words, the last no English word.
 */
function mayNameSomeone(words: string[]): boolean {
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    isKnownName(words[0]!) &&
    !isEnglishWord(words[0]!) &&
    !isEnglishWord(words.at(-1)!)
  );
}

/** Known brands, businesses, teams, outlets, agencies, schools, hospitals, people and works. */
export const findKnownEntities: TextFinder = (text, _element, { characterWords }, line) => {
  // The line's words as the analysis read them, if it did.
  const found = gazetteer().search(text, foldCase, line?.words);
  // Most lines name nothing known, and are never folded nor read again.
  if (found.length === 0) return [];
  const scan: Scan = {
    text,
    folded: foldCase(text),
    mixedCase: /\p{Ll}/u.test(text),
    characterWords,
  };
  const hits: TextMatch[] = [];
  const doubtful: typeof found = [];
  for (const hit of found) {
    const match = acceptAny(scan, hit.start, hit.end, hit.data);
    if (match) hits.push(match);
    else if (hit.data.known.category === "media") doubtful.push(hit);
  }
  // "Miller at the Times, Stone at the Metro": outlets named together vouch for each other.
  const outlets = new Set(hits.filter((match) => match.category === "media").map((m) => m.key));
  if (doubtful.length > 0 && outlets.size > 0)
    for (const hit of doubtful) {
      const match = accept(scan, hit.start, hit.end, { ...hit.data, ambiguous: false });
      if (match && !outlets.has(match.key)) hits.push(withSignal(match, OUTLETS_TOGETHER));
    }
  return withoutOverlaps(hits).map((match) =>
    asCompany(scan, withModel(scan, asShapedBrand(match))),
  );
};

const SHAPED_BRAND = signalOf(
  "brand-shape",
  "Written with a capital inside the word as brands are, and a title of Wikipedia's: a brand",
);

/**
 * "an unlicensed CrossFit": an untyped title written with a capital inside its one word, as
 * products and companies write their names (`BRAND_SHAPE`), is a brand.
 */
function asShapedBrand(match: TextMatch): TextMatch {
  if (match.category !== "other" || !BRAND_SHAPE.test(match.text)) return match;
  if (!BRAND_SHAPE_PART.test(match.text)) return match;
  const signals = [...match.signals, SHAPED_BRAND];
  return { ...match, category: "brand", signals, suggestedCode: statusOf("brand") };
}

/**
 * The listed entity named exactly `name` (curated lists first), whatever its ambiguity: for a
 * name whose capitals are already not the sentence's (lib/first-pass/extract/proper-names.ts), the
 * lists decide only what it is, not whether it is one.
 */
export function listedEntity(name: string): TextMatch | undefined {
  for (const hit of gazetteer().search(name, foldCase)) {
    if (hit.start !== 0 || hit.end !== name.length) continue;
    const { category, canonical, signals, suggestedCode } = hit.data.known;
    return {
      category,
      text: name,
      key: patternKey(canonical),
      canonical,
      start: 0,
      end: name.length,
      signals,
      suggestedCode,
    };
  }
  return undefined;
}

const OUTLETS_TOGETHER: Signal = signalOf(
  "outlets-together",
  "Named beside another media outlet: an outlet too, though its name is also a word",
);

function withSignal(match: TextMatch, signal: Signal): TextMatch {
  return { ...match, signals: [...match.signals, signal] };
}

/**
 * "A stock certificate says IBM", "he worked at Xerox": a brand named as a company one holds
 * shares in or works for is the business itself, which is cleared as a company, not a product.
 */
const COMPANY_CUE =
  /\b(?:stocks?|shares|shareholders?|share price|stock market|employees?|headquarters|ceo|works? (?:at|for)|worked (?:at|for)|working (?:at|for)|job at|hired by|fired from)\b/i;
const COMPANY_CONTEXT = 40;

function asCompany({ text }: Scan, match: TextMatch): TextMatch {
  if (match.category !== "brand") return match;
  const around = text.slice(
    Math.max(0, match.start - COMPANY_CONTEXT),
    match.end + COMPANY_CONTEXT,
  );
  if (!COMPANY_CUE.test(around)) return match;
  const detail = "Named as a company one holds shares in or works for: the business itself";
  return {
    ...match,
    category: "business",
    signals: [...match.signals, signalOf("company-context", detail)],
  };
}

/**
 * "Toyota Camry", "Chevrolet Suburban", "Ford Model T": capitalised words right after a brand,
 * in mixed-case text or ending in a number in capitals, name its product; the product is the item.
 */
function withModel({ text, mixedCase, characterWords }: Scan, match: TextMatch): TextMatch {
  if (match.category !== "brand") return match;
  const after = MODEL_AFTER.exec(text.slice(match.end, match.end + 40))?.[0].match(/ \S+/g) ?? [];
  // "TRIUMPH BONNEVILLE MOTORCYCLE": the kind of product ends the model.
  const kind = after.findIndex((word) => PRODUCT_KINDS.has(word.trim().toLowerCase()));
  const words = kind === -1 ? after : after.slice(0, kind);
  if (
    words.length === 0 ||
    words.some((word) => characterWords.has(word.trim().toLowerCase())) ||
    // "Volvo Guy" is someone called by his car, not a model (docs/first-pass.md §4.4).
    NICKNAME_HEADS.includes(words.at(-1)!.trim().toLowerCase()) ||
    // "a STEYR-AUG SNIPER RIFLE": ordinary words before the kind say what kind it is.
    (kind !== -1 && words.every((word) => isCommonWord(word.trim())))
  )
    return match;
  // In capitals every word looks like a model ("TOYOTA PULLS UP"); a number ends one for sure
  // ("LAND ROVER DEFENDER 90").
  if (!mixedCase && !/\d/.test(words.at(-1)!)) return match;
  const model = words.join("");
  const canonical = `${match.canonical}${words.map(modelCase).join("")}`;
  return {
    ...match,
    text: `${match.text}${model}`,
    end: match.end + model.length,
    canonical,
    key: patternKey(canonical),
  };
}

/** A model word in capitals as a report names it: CAMRY is Camry, XJ and RAV4 stay. */
function modelCase(word: string): string {
  const bare = word.trim();
  if (bare !== bare.toUpperCase() || bare.length <= 3 || /\d/.test(bare)) return word;
  return ` ${bare.charAt(0)}${bare.slice(1).toLowerCase()}`;
}

const PRODUCT_KINDS = new Set(PRODUCT_KIND_WORDS);

/** One or two model words: "Camry", "Model T", "XJ", "Air Max", "3", a code such as "92F". */
const MODEL_AFTER = /^(?: (?:[A-Z][A-Za-z0-9-]*|\d{1,4}[A-Z]{0,2})(?=[\s.,;:!?)]|$)){1,2}/;

function list(
  entries: readonly GazetteerEntry[],
  category: ClearanceCategory,
  kind: SignalKind,
  what: string,
): CuratedList {
  return { entries, category, kind, detail: `Matches ${what}` };
}

/** One index over every list, curated entries first so they win over the wider lists. */
function buildGazetteer(): PhraseIndex<Pattern> {
  const patterns: Patterns = new Map();
  for (const { name, aliases = [] } of PUBLIC_FIGURES) {
    addFamous(name);
    for (const alias of aliases) {
      if (alias.includes(" ")) famousNames.add(alias.toLowerCase());
      else if (name.toLowerCase().startsWith(`${alias.toLowerCase()} `))
        famousByFirstName.set(alias.toLowerCase(), name);
    }
  }
  for (const source of CURATED_LISTS) addCuratedList(patterns, source);
  addSimpleIcons(patterns);
  addWikipediaTitles(patterns);
  return new PhraseIndex(patterns);
}

function add(
  patterns: Patterns,
  written: string,
  known: Known,
  {
    ambiguous,
    needsCapital,
    needsContext = false,
    alternative = false,
  }: Pick<Pattern, "ambiguous" | "needsCapital"> & {
    needsContext?: boolean;
    /** Kept behind an entry that claimed the same words first and needs context to count. */
    alternative?: boolean;
  },
): void {
  const key = patternKey(written);
  if (key.length < MIN_PATTERN_LENGTH) return;
  const single = !key.includes(" ");
  const nameLike = single && isCommonName(key) && known.category !== "location";
  // A one-word title capitalised ("the Ghost", "the Titanic") is seldom the work itself.
  const titleWord = single && known.category === "work_title";
  const casingCounts = !isAcronym(written) && !nameLike && !titleWord && !needsContext;
  const claimed = patterns.get(key);
  if (claimed) {
    if (alternative) chainAlternative(claimed, { known, ambiguous, casingCounts, needsCapital });
    return;
  }
  patterns.set(key, { known, ambiguous, casingCounts, needsCapital });
  // Scripts write Coca-Cola and Spider-Man with a space as often as not.
  const spaced = key.replace(/(?<=\p{L})-(?=\p{L})/gu, " ");
  if (spaced !== key && !patterns.has(spaced)) {
    const ordinary = ambiguous || looksOrdinary(spaced, true);
    patterns.set(spaced, { known, ambiguous: ordinary, casingCounts, needsCapital });
  }
  // And without its accents as often: Citroen, Nestle, Hermes.
  const plain = key.normalize("NFKD").replace(/\p{M}/gu, "");
  if (plain !== key && plain.length === key.length && !patterns.has(plain)) {
    const ordinary = ambiguous || looksOrdinary(plain, true);
    patterns.set(plain, { known, ambiguous: ordinary, casingCounts, needsCapital });
  }
}

/**
 * Behind the last entry of a chain that needs a context word: "Parliament" is the cigarette only
 * beside a pack, and otherwise the legislature. An entry that counts by itself keeps its words.
 */
function chainAlternative(claimed: Pattern, alternative: Pattern): void {
  let last = claimed;
  while (last.otherwise) last = last.otherwise;
  if (last.ambiguous && !last.casingCounts && last.known.category !== alternative.known.category)
    last.otherwise = alternative;
}

function addCuratedList(patterns: Patterns, source: CuratedList): void {
  const nicknames = source.category === "sports" ? teamNicknames(source.entries) : new Map();
  for (const entry of source.entries) {
    const signal = signalOf(source.kind, source.detail);
    const known: Known = {
      category: source.category,
      canonical: entry.name,
      signals: entry.publicDomain ? [signal, PUBLIC_DOMAIN_SIGNAL] : [signal],
      suggestedCode: entry.publicDomain ? "PD" : statusOf(source.category),
      context: entry.context ?? [],
    };
    const names = [entry.name, ...(entry.aliases ?? [])];
    for (const written of names) {
      const ambiguous =
        entry.needsContext ??
        entry.ambiguous ??
        looksOrdinary(written, source.phrasesMayBeAmbiguous);
      add(patterns, written, known, {
        ambiguous,
        // A name as often another proper name is a proper name ("I met him" is no Met), and
        // initials that spell a word are written in capitals ("a cobra" is no COBRA).
        needsCapital:
          entry.needsContext === true || (isAcronym(written) && isEnglishWord(patternKey(written))),
        needsContext: entry.needsContext,
        alternative: true,
      });
    }
    // Short, an outlet's name is often a word ("the Times"): written with its capital only. An
    // outlet already ambiguous in full ("The Atlantic") is not shortened.
    if (source.category === "media" && !entry.ambiguous && !entry.needsContext)
      for (const short of shortTitles(names))
        add(patterns, short, known, { ambiguous: looksOrdinary(short), needsCapital: true });
    // A team is called by its nickname alone ("a pitcher for the Cubs"), with its capital and
    // a word of sport near: "the Reds" are as often communists.
    const nickname = source.category === "sports" ? nicknames.get(entry) : undefined;
    if (nickname !== undefined)
      add(patterns, nickname, known, { ambiguous: true, needsCapital: true, needsContext: true });
  }
}

/**
 * "Chicago Cubs" is the Cubs: a team's last word, in the plural, is its nickname when no other
 * team of the list ends with it (the Red Sox and the White Sox are both the Sox).
 */
function teamNicknames(entries: readonly GazetteerEntry[]): Map<GazetteerEntry, string> {
  const byLastWord = Map.groupBy(
    entries.filter((entry) => / \p{Lu}\p{Ll}+s$/u.test(entry.name)),
    (entry) => entry.name.split(" ").at(-1)!,
  );
  return new Map(
    [...byLastWord]
      .filter(([, teams]) => teams.length === 1)
      .map(([nickname, [team]]) => [team!, nickname]),
  );
}

let notCheckedKeys: Set<string> | undefined;

/** A masthead's leading words, which speech drops: "the Telegraph", "at the Express". */
const MASTHEAD_LEAD = /^(?:the )?(?:daily |sunday )?/i;

/** Outlets as people name them, without "The" or "Daily": The Daily Telegraph is the Telegraph. */
function shortTitles(names: string[]): string[] {
  return names
    .map((name) => name.replace(MASTHEAD_LEAD, ""))
    .filter((short) => short.length > 0 && !names.includes(short));
}

/**
 * The wider lists are untyped and noisy: a title that is one English word is left out, and so is
 * one on the closed list of what a report does not check (docs/first-pass.md §4.3: "New Year").
 */
function addUncurated(patterns: Patterns, written: string, known: Known): void {
  const key = patternKey(written);
  notCheckedKeys ??= new Set(Object.values(NOT_CHECKED).flat().map(patternKey));
  if (
    patterns.has(key) ||
    GENERIC_INITIALS.has(key) ||
    notCheckedKeys.has(key) ||
    (!key.includes(" ") && isEnglishWord(key))
  )
    return;
  // People's and places' names are often ordinary words ("Tom Hanks", "New York").
  const phrasesMayBeAmbiguous = !["real_person", "location"].includes(known.category);
  const ambiguous = looksOrdinary(key, phrasesMayBeAmbiguous);
  add(patterns, written, known, { ambiguous, needsCapital: true });
}

function addSimpleIcons(patterns: Patterns): void {
  for (const icon of simpleIcons) {
    const known = knownAs("brand", icon.title, [SIMPLE_ICONS_SIGNAL]);
    const { aka = [], old = [] } = icon.aliases ?? {};
    for (const written of [icon.title, ...aka, ...old]) addUncurated(patterns, written, known);
  }
}

/** Wikipedia titles are lower-case and untyped: we type the people, places, schools and hospitals. */
function addWikipediaTitles(patterns: Patterns): void {
  for (const title of wikipediaTitles()) {
    const words = title.split(" ");
    if (!patterns.has(title)) {
      const entity = wikipediaEntity(title);
      addUncurated(patterns, title, entity);
      // Untyped, two or three words may be someone's name ("roald dahl"), not a place's.
      if (entity.category === "other" && (words.length === 2 || words.length === 3))
        nameLikeTitles.add(title);
    }
    if (isPersonName(words) || mayNameSomeone(words)) addFamous(titleCase(words));
  }
}

/**
 * compromise-wikipedia packs its titles for compromise; its plugin hook unpacks them and hands
 * them to `nlp.buildTrie`, which we stand in for, so the NLP itself is never loaded.
 */
function wikipediaTitles(): string[] {
  const world = { model: {} as { wpTree?: string[] } };
  const nlp = { buildTrie: (titles: string[]) => titles };
  const mutate = (wikipedia as unknown as { mutate: (world: unknown, nlp: unknown) => void })
    .mutate;
  mutate(world, nlp);
  return world.model.wpTree ?? [];
}

function wikipediaEntity(title: string): Known {
  const words = title.split(" ");
  if (isPersonName(words)) {
    const detail = "Reads as a person's name and is one of";
    return knownAs("real_person", titleCase(words), [wikipediaSignal(detail, 0.4)]);
  }
  const place = lookUpPlace(title);
  if (place && (place.kind !== "city" || (place.population ?? 0) >= WIKIPEDIA_CITY_POPULATION)) {
    return knownAs("location", place.name, [wikipediaSignal("One of"), placeSignal(place)]);
  }
  return knownAs(institutionCategory(title), titleCase(words), [wikipediaSignal("Matches one of")]);
}

/** A person's name on the list weighs more than a place's or a thing's (the catalogue's weight). */
function wikipediaSignal(what: string, weight?: number): Signal {
  return signalOf("wikipedia-title", `${what} ${WIKIPEDIA_SOURCE}`, weight);
}

/**
 * Wikipedia titles name their kind often enough: schools, hospitals, landmarks ("Tower
 * Bridge"), outlets ("The Guardian") and products of a known brand ("Toyota Camry").
 */
function institutionCategory(title: string): ClearanceCategory {
  if (/\b(university|college|school)\b/.test(title)) return "school";
  if (/\b(hospital|medical center|clinic)\b/.test(title)) return "hospital";
  if (/\b(police|sheriff|army|navy|marines|air force|fbi|patrol)\b/.test(title)) return "police";
  if (LANDMARK.test(title) || REGION.test(title)) return "location";
  if (OUTLET.test(title)) return "media";
  if (brandWords().has(title.split(" ")[0]!)) return "brand";
  return "other";
}

const LANDMARK =
  /\b(bridge|square|park|terminal|station|airport|tower|building|cathedral|palace|castle|stadium|arena|museum|zoo|island|bay|beach|canyon|falls|lake|river|mountain|avenue|street|boulevard|road|plaza|center|centre|market|pier|harbour|harbor)$/;
/** Counties and metropolitan areas GeoNames' cities leave out: "Oxfordshire", "Greater London". */
const REGION = /^[a-z]+shire$|^greater [a-z]+$/;
const OUTLET =
  /\b(times|post|journal|gazette|herald|tribune|magazine|news|radio|tv|channel|network)$/;

let brandFirstWords: Set<string> | undefined;

/** The one-word brands (Toyota, Ford): a title that starts with one names a product. */
function brandWords(): Set<string> {
  brandFirstWords ??= new Set(
    [...BRANDS, ...BUSINESSES]
      .flatMap((entry) => [entry.name, ...(entry.aliases ?? [])])
      .filter((name) => !name.includes(" "))
      .map((name) => name.toLowerCase()),
  );
  return brandFirstWords;
}

function knownAs(category: ClearanceCategory, canonical: string, signals: Signal[]): Known {
  return { category, canonical, signals, suggestedCode: statusOf(category), context: [] };
}

function statusOf(category: ClearanceCategory): VerdictCode {
  const facts = CATEGORY_FACTS[category];
  return facts.listedStatus ?? facts.defaultStatus;
}

/** A popular first name then a known surname: "mark zuckerberg", not "golden rule". */
function isPersonName(words: string[]): boolean {
  const [first, middle, last, ...rest] = words;
  const surname = last ?? middle;
  if (!first || !surname || rest.length > 0 || (last && middle && SMALL_WORDS.has(middle))) {
    return false;
  }
  const firstRank = firstNameRank(first)?.rank ?? Infinity;
  // A surname no list knows is still one when it is no English word: "charles lindbergh".
  return firstRank <= POPULAR_FIRST_NAME_RANK && (isKnownName(surname) || !isEnglishWord(surname));
}

/**
 * Would this pattern also be read as ordinary words? One word: an English word or a common
 * name. Several (only where phrases may be ambiguous): every word ordinary ("the office").
 */
function looksOrdinary(written: string, phrasesMayBeAmbiguous = false): boolean {
  const words = patternKey(written)
    .split(/[\s-]+/)
    .filter(Boolean);
  const [only] = words;
  if (words.length === 1 && only !== undefined) return isEnglishWord(only) || isCommonName(only);
  return (
    phrasesMayBeAmbiguous && words.every((word) => SMALL_WORDS.has(word) || isEnglishWord(word))
  );
}

function isCommonName(word: string): boolean {
  return (
    firstNameRank(word) !== undefined || (surnameRank(word) ?? Infinity) <= COMMON_SURNAME_RANK
  );
}

function isAcronym(written: string): boolean {
  return /\p{Lu}/u.test(written) && !/\p{Ll}/u.test(written);
}

/** The first entry of a chain written this way whose casing or context allows it. */
function acceptAny(
  scan: Scan,
  start: number,
  end: number,
  pattern: Pattern,
): TextMatch | undefined {
  let entry: Pattern | undefined = pattern;
  let match: TextMatch | undefined;
  while (entry && !(match = accept(scan, start, end, entry))) entry = entry.otherwise;
  return match;
}

/** The match if its boundaries and, for an ambiguous name, its casing or context allow it. */
function accept(
  scan: Scan,
  start: number,
  patternEnd: number,
  pattern: Pattern,
): TextMatch | undefined {
  const { text, folded } = scan;
  const end = matchEnd(folded, patternEnd, pattern.known.category);
  if (end === undefined || isWordChar(folded[start - 1]) || inAddress(folded, start, end)) {
    return undefined;
  }
  const written = text.slice(start, end);
  if (pattern.needsCapital && scan.mixedCase && !isWrittenAsName(written)) return undefined;
  const { known } = pattern;
  const signals = [...known.signals];
  if (pattern.ambiguous) {
    const reason = ambiguityResolved(scan, start, end, pattern);
    if (!reason) return undefined;
    signals.push(
      signalOf(
        "ambiguous-word",
        `"${written}" is also an ordinary word or name; matched because ${reason}`,
      ),
    );
  }
  const { category, suggestedCode } = known;
  // Wikipedia's titles are lower case: an acronym is best named as the script writes it (USB).
  const acronym =
    /^[A-Z0-9]{2,5}$/.test(written) &&
    known.signals.some((signal) => signal.kind === "wikipedia-title");
  const canonical = acronym ? written : known.canonical;
  return {
    category,
    text: written,
    key: patternKey(canonical),
    canonical,
    start,
    end,
    signals,
    suggestedCode,
  };
}

/** Where the match ends: at a word boundary, after an optional plural "s" for products. */
function matchEnd(folded: string, end: number, category: ClearanceCategory): number | undefined {
  if (!isWordChar(folded[end])) return end;
  const plural =
    PLURAL_CATEGORIES.has(category) && folded[end] === "s" && !isWordChar(folded[end + 1]);
  return plural ? end + 1 : undefined;
}

/** Why an ambiguous name counts here, or undefined when nothing says it is the entity. */
function ambiguityResolved(
  { text, folded, mixedCase, characterWords }: Scan,
  start: number,
  end: number,
  { known, casingCounts }: Pattern,
): string | undefined {
  const before = wordsBefore(folded, start);
  const after = wordsAfter(folded, end);
  const preceding = PRECEDING_CONTEXT[known.category] ?? [];
  const lastWord = before.at(-1);
  if (lastWord !== undefined && preceding.includes(lastWord)) return `it follows "${lastWord}"`;
  // Most context is one word, found among the words around; a phrase is looked for in them.
  const near = { words: [...before, ...after], around: new Set([...before, ...after]) };
  const nearby =
    nearAmong(known.context, near) ?? nearAmong(CATEGORY_CONTEXT[known.category], near);
  if (nearby) return `"${nearby}" is nearby`;
  if (mixedCase && isMake(known) && MODEL_IN_CAPITALS.test(text.slice(start, end + 40)))
    return "a model follows it in capitals";
  // A character called Paris or Jordan is capitalised for being a name.
  const character = characterWords.has(folded.slice(start, end));
  const written = text.slice(start, end);
  // "the Shard" after a colon: a lowercase first word shows the capitals are not the sentence's.
  const sentenceCapital = atSentenceStart(text, start) && !/^\p{Ll}/u.test(written);
  const capitalised = mixedCase && casingCounts && !character && !sentenceCapital;
  if (capitalised && isCapitalised(written)) return "it is capitalised mid-sentence";
  return undefined;
}

/**
 * "A battered FORD CROWN VICTORIA": a make written in capitals with its model after it is the
 * make, though alone its name is an ordinary word (a ford) that capitals would not vouch for.
 */
const MODEL_IN_CAPITALS = /^\p{Lu}+ \p{Lu}[\p{Lu}\d-]+(?=[\s.,;:!?)]|$)/u;
const VEHICLE_KINDS = new Set(VEHICLE_KIND_WORDS);

/** A brand whose context words name a kind of vehicle is a make. */
function isMake(known: Known): boolean {
  return known.category === "brand" && known.context.some((word) => VEHICLE_KINDS.has(word));
}

/** Context counts within the sentence only. */
/** The words around a find, and the set of them, for `nearAmong`; the phrase made when asked. */
type Near = { words: string[]; around: Set<string>; window?: string };

/** The first context word or phrase of `context` among the words around a find. */
function nearAmong(context: readonly string[] | undefined, near: Near): string | undefined {
  if (context === undefined) return undefined;
  for (const word of context)
    if (
      word.includes(" ")
        ? (near.window ??= ` ${near.words.join(" ")} `).includes(` ${word} `)
        : near.around.has(word)
    )
      return word;
  return undefined;
}

function wordsBefore(folded: string, start: number): string[] {
  const sentence =
    folded
      .slice(Math.max(0, start - 60), start)
      .split(/[.!?]/)
      .at(-1) ?? "";
  return words(sentence).slice(-CONTEXT_WINDOW);
}

function wordsAfter(folded: string, end: number): string[] {
  const sentence = folded.slice(end, end + 60).split(/[.!?]/)[0] ?? "";
  return words(sentence).slice(0, CONTEXT_WINDOW);
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
}

/**
 * A wide list's name in mixed case counts only written as a name: each significant word with a
 * capital ("Toyota Camry", "eBay"), so "if I'm not there" is not the film I'm Not There.
 */
function isWrittenAsName(written: string): boolean {
  return written
    .split(/[\s-]+/)
    .every((word) => SMALL_WORDS.has(word.toLowerCase()) || /[\p{Lu}\p{N}]/u.test(word));
}

/** Every significant word in title case ("The Office", "Target"); CAPS are emphasis in scripts. */
function isCapitalised(written: string): boolean {
  return written
    .split(/[\s-]+/)
    .filter((word) => !SMALL_WORDS.has(word.toLowerCase()))
    .every((word) => /^\P{L}*\p{Lu}/u.test(word) && /\p{Ll}/u.test(word));
}

/** A capital after ". " or at the start of the text says nothing about the word. */
function atSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).replace(/[\s"'“‘(\[—–-]+$/u, "");
  return before === "" || /[.!?…:]$/.test(before);
}

/**
 * Inside a web or e-mail address ("en.wikipedia.org", "youtube.com/watch?v=…"): the web finder's
 * job. A slash alone is no address: "INT. JAGUAR XJ/PRIME MINISTER'S OFFICE".
 */
function inAddress(folded: string, start: number, end: number): boolean {
  const tokenEnd = folded.indexOf(" ", end);
  const token = folded.slice(
    folded.lastIndexOf(" ", start) + 1,
    tokenEnd < 0 ? undefined : tokenEnd,
  );
  return /@|:\/\/|www\.|\.(com|org|net|edu|gov|io)\b/.test(token);
}

/** Lower case with offsets kept (a character whose lower case is longer stays as it is). */
function foldCase(text: string): string {
  const lower = text.toLowerCase();
  const sameLength =
    lower.length === text.length
      ? lower
      : Array.from(text, (char) =>
          char.toLowerCase().length === char.length ? char.toLowerCase() : char,
        ).join("");
  return sameLength.replace(/[’‘]/g, "'");
}

/** The form patterns and keys take: folded, single spaces. */
function patternKey(name: string): string {
  return foldCase(name.trim()).replace(/\s+/g, " ");
}

function titleCase(words: string[]): string {
  return words
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return isRomanNumeral(word)
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}
