/**
 * Businesses and institutions named by their form: a suffix ("Blue Moon Diner", "Acme Corp.",
 * "Mercy General Hospital"), a prefix ("University of Nebraska"), a possessive sign ("JOE'S
 * DINER") or a numbered unit ("the 43rd Precinct").
 */
import { HONORIFICS } from "@/config/first-pass/honorifics";
import {
  AFTER_A_PLACE_WORDS,
  BUSINESS_NOUNS,
  CONTAINER_WORDS,
  DESCRIPTIVE_WORDS,
  GUARD_ROLE_WORDS,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  POLICE_REMIT_WORDS,
} from "@/config/first-pass/organisation-words";
import type { ClearanceCategory } from "@/config/submissions";

import { isKnownName } from "../data/names";
import { placeInfo } from "../data/places";
import { isCommonWord, isEnglishWord } from "../data/words";
import { type Signal, signalOf, type VerdictCode, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { DIGIT, keywordGate, readLine } from "./keywords";
import { groupedAlternation, matchesOf, nameKey, titleCase, withoutPeriod } from "./patterns";

type Token = { word: string; lower: string; start: number; end: number };
type Affix = { category: ClearanceCategory; words: string[] };

/**
 * Trades that end a firm's name as its legal form does ("Halvorsen Landscaping", "Kestrel
 * Films"), beside those of NAME_SUFFIXES: the kinds of business small towns and studios name.
 */
const TRADE_SUFFIXES: Affix[] = [
  {
    category: "business",
    words: [
      "films",
      "products",
      "foods",
      "landscaping",
      "construction",
      "plumbing",
      "roofing",
      "electric",
      "logistics",
      "freight",
      "haulage",
      "catering",
      "printing",
      "publishing",
      "telecom",
      "outfitters",
      "builders",
      "contractors",
      "supply",
      "supplies",
      "circus",
      "gas",
      "oil",
      "savings and loan",
      "savings & loan",
      "five and dime",
      "general store",
      "country store",
      "bagels",
    ],
  },
];
/**
 * "the Home Office", "the Patent Office": a government department, named by capitalised words
 * and "Office" after "the" in mixed case (titledAfterThe).
 */
const OFFICE = "office";
const ALL_SUFFIXES = [
  ...NAME_SUFFIXES,
  ...TRADE_SUFFIXES,
  { category: "organisation" as const, words: [OFFICE] },
];

const [AMPERSAND, APOSTROPHE, RIGHT_QUOTE, PERIOD, HYPHEN] = [0x26, 0x27, 0x2019, 0x2e, 0x2d];
const CONNECTORS = new Set([
  "of",
  "the",
  "and",
  "&",
  "de",
  "del",
  "la",
  "le",
  "von",
  "van",
  "on",
  "for",
  "in",
]);
const GENERIC = new Set(DESCRIPTIVE_WORDS);
const GUARD_ROLES = new Set([...DESCRIPTIVE_WORDS, ...GUARD_ROLE_WORDS]);
const TITLES = new Set(HONORIFICS.flatMap(({ forms }) => forms));
const FAMILY = new Set(["brothers", "sisters", "sons", "daughters"]);
const isCharacterWord = (characterWords: Set<string>) => (token: Token) =>
  characterWords.has(comparable(token));
const CONTAINERS = new Set(CONTAINER_WORDS);
const CAMERA_WORDS = new Set([
  "shot",
  "angle",
  "pov",
  "insert",
  "closeup",
  "close-up",
  "med.",
  "medium",
]);
const MAX_NAME_WORDS = 7;
/** The last word of each suffix ("Diner", "Sons") and the first of each prefix ("University"). */
const AFFIXES = [
  ...ALL_SUFFIXES.flatMap(({ words }) => words.map((word) => word.split(" ").at(-1)!)),
  ...NAME_PREFIXES.flatMap(({ words }) => words.map((word) => word.split(" ")[0]!)),
];
const AFFIX_WORDS = keywordGate(AFFIXES);
const POLICE_WORDS = keywordGate(["police", "cops"]);
/** Newspapers' masthead words, which name no other thing after "the" with a capital. */
const MASTHEAD_LIST = [
  "Times",
  "Post",
  "Tribune",
  "Herald",
  "Gazette",
  "Telegraph",
  "Journal",
  "Chronicle",
  "Examiner",
  "Inquirer",
  "Observer",
  "Courier",
  "Sentinel",
  "Ledger",
  "Bulletin",
  "Dispatch",
];
const MASTHEAD_WORDS = MASTHEAD_LIST.join("|");
const MASTHEAD_GATE = keywordGate(MASTHEAD_LIST);
/** A country's forces, by the word that ends them ("Air Force" by "Force"). */
const FORCES_GATE = keywordGate(["Army", "Navy", "Force", "Marines"]);
/**
 * A cheap test for each way of naming an organisation; most lines pass none of them, and a line
 * is read only the ways it passes. Where a test's telling part comes last, it is matched first and
 * what precedes it looked behind for, which is several times quicker on lines that fail. Tests
 * with keywords run only on lines with those words (AFFIX_WORDS, POLICE_WORDS).
 */
const HINTS = {
  /** A possessive sign: "JOE'S", "Mario's". */
  possessive: /(?<=\b[A-Z][A-Za-z0-9'’&.-]*)['’][sS]\b/,
  /** A numbered unit: "43rd Precinct". */
  numberedUnit: /\d(?:[sS][tT]|[nN][dD]|[rR][dD]|[tT][hH])\b/,
  /** A city's police: "Chicago police". */
  cityPolice: / (?:police|cops)\b/,
  /** A call sign: "KTLA". */
  callSign: /\b[KW][A-Z]{2,3}\b/,
  /** A country's forces: "the Army", "the Navy". */
  forces: / the (?:Army|Navy|Air Force|Marines)\b/,
  /** A newspaper by its masthead word alone: "of the Tribune", "in the Times". */
  masthead: new RegExp(String.raw` the (?:${MASTHEAD_WORDS})\b`),
  /** A team: a capitalised plural after a name ("Memphis Chicks"), the plural found first. */
  team: / [A-Z][a-z]+s\b(?<=\b(?:[A-Z0-9&][\w.'’&-]*|of|the|de|la) [A-Z][a-z]+s)/,
  /**
   * The last word of a suffix ("Diner", "Sons") or the first of a prefix ("University"), whole
   * and capitalised, as names are made of capitalised words (DINER, GmbH; not "a diner").
   */
  affix: new RegExp(
    String.raw`\b(?:${groupedAlternation(AFFIXES.map(capitalisedPattern))})(?:['’]s)?(?![A-Za-z])`,
  ),
};
/**
 * A word with a capital first letter and the rest in any case, as its first character and the
 * rest: "diner" matches Diner and DINER.
 */
function capitalisedPattern(word: string): [string, string] {
  const [first, ...rest] = Array.from(word, (char, index) => {
    const upper = char.toUpperCase();
    const lower = char.toLowerCase();
    if (index === 0 || upper === lower) return upper.replace(/[.']/g, "\\$&");
    return `[${lower}${upper}]`;
  });
  return [first!, rest.join("")];
}

/** Professional teams are named after cities this size or more, states and countries. */
const TEAM_CITY = 100_000;
const CALL_SIGN = /\b[KW][A-Z]{2,3}(?:-(?:TV|FM|AM))?\b/g;
const BROADCAST_CONTEXT =
  /\b(?:radio|tv|television|station|channel|news|broadcast\w*|tuned|on the air|live on|anchor|reporter|van|dial)\b/i;
const SPORTS_CONTEXT =
  /\b(?:game|games|team|fan|fans|season|play(?:s|ed|ing)?|beat|score|win|won|lose|lost|stadium|ballpark|field|league|pitch\w*|jersey|tickets?|cap)\b/i;
const LEADING_WORDS = new Set([
  "the",
  "a",
  "an",
  "from",
  "at",
  "in",
  "to",
  "for",
  "with",
  "by",
  "on",
  "of",
  "and",
  "but",
  "then",
  "when",
  "after",
  "before",
  "inside",
  "outside",
  "into",
  "near",
  "behind",
  "past",
  // Conjunctions a sentence opens with: "As in Whitcomb Shipping", "So Acme Corp. won".
  "as",
  "so",
  "if",
  "or",
  "like",
  "because",
  "while",
  "since",
  "until",
  // Determiners before a name's kind: "No Concord ship", "Every Lantern Guard patrol".
  "no",
  "every",
  "each",
  "any",
]);
const ABBREVIATIONS =
  /^(?:inc|corp|co|ltd|bros|st|dr|mt|ft|jr|sr|no|ave|blvd|dept|p\.d|u\.s|(?:[a-z]\.)*[a-z])\.$/i;
/** Abbreviations a name runs on after: "St. Mary's Hospital", "Acme Corp. Holdings". */
const RUNS_ON = /^(?:inc|corp|co|ltd|bros|st|dr|mt)\.$/i;
/** Initials run on into the name too: "E.J. McClosky Company". */
const INITIALS = /^(?:[A-Z]\.)+$/;
/** Vance & Partners LLP is Vance & Partners; Lincoln High School is Lincoln High. */
const LEGAL_FORM =
  /(?<=\S)\s+(?:inc|incorporated|corp|corporation|co|company|llc|llp|ltd|limited|plc|gmbh|school)$/;
const NUMBERED_UNIT =
  /\b(\d{1,3}(?:st|nd|rd|th))\s+(precinct|district|division|street division|battalion|regiment|squadron|airborne|infantry|fleet|marines|armored|cavalry|brigade)\b/gi;
const POSSESSIVE = /^(.+?)['’]s$/i;
const CITY_POLICE = /\b([A-Z][a-z]+(?: [A-Z][a-z]+)?) (?:police|cops)\b/g;
const AFTER_PLACE_WORD =
  /\b(?:at|to|from|inside|outside|into|near|behind|of|in front of|(?:place|places|joint|restaurant|bar|spot) like)\s+$/i;
const AFTER_A_PLACE = new Set(AFTER_A_PLACE_WORDS);
const PLACE_LIKE =
  /\b(?:(?:place|places|joint|restaurant|bar|spot) like (?:[A-Z][a-z]+ )?|(?:a |the )?(?:review|reviews|menu|owner|manager|regulars) of )$/i;
const NEXT_LOWER_CASE_WORD = /^\s+([a-z]+)\b/;
/** Words in the longest suffix ("division of police"). */
const LONGEST_SUFFIX = 3;

const bySuffixLength = (affixes: Affix[]) =>
  affixes
    .flatMap(({ category, words }) => words.map((word) => ({ category, words: word.split(" ") })))
    .sort((a, b) => b.words.length - a.words.length);
/** Suffixes by their last word, longest first, so each word is checked against a handful. */
const SUFFIXES = Map.groupBy(bySuffixLength(ALL_SUFFIXES), (affix) => affix.words.at(-1)!);
/** Prefixes by their first word, longest first. */
const PREFIXES = Map.groupBy(bySuffixLength(NAME_PREFIXES), (affix) => affix.words[0]!);
const BUSINESS = new Set(BUSINESS_NOUNS);
const POLICE_REMITS = new Set(POLICE_REMIT_WORDS);

export const findOrganisations: TextFinder = (
  text,
  _element,
  context,
  { keywords } = readLine(text),
) => {
  const hinted = {
    possessive: (text.includes("'") || text.includes("’")) && HINTS.possessive.test(text),
    numberedUnit: (keywords & DIGIT) !== 0 && HINTS.numberedUnit.test(text),
    cityPolice: (keywords & POLICE_WORDS) !== 0 && HINTS.cityPolice.test(text),
    callSign: (text.includes("K") || text.includes("W")) && HINTS.callSign.test(text),
    masthead: (keywords & MASTHEAD_GATE) !== 0 && /[a-z]/.test(text) && HINTS.masthead.test(text),
    forces: (keywords & FORCES_GATE) !== 0 && /[a-z]/.test(text) && HINTS.forces.test(text),
    team: HINTS.team.test(text),
    affix: (keywords & AFFIX_WORDS) !== 0 && HINTS.affix.test(text),
  };
  if (
    !hinted.possessive &&
    !hinted.numberedUnit &&
    !hinted.cityPolice &&
    !hinted.callSign &&
    !hinted.masthead &&
    !hinted.forces &&
    !hinted.team &&
    !hinted.affix
  )
    return [];
  const tokens = tokensOf(text);
  const units = hinted.numberedUnit ? numberedUnits(text) : [];
  const named =
    hinted.affix || hinted.team
      ? runsOf(text, tokens)
          .flatMap((run) => [
            ...(hinted.affix
              ? [...suffixed(text, run, context.characterWords), ...prefixed(text, run)]
              : []),
            ...(hinted.team ? teamName(text, run) : []),
          ])
          .filter(
            (found) => !units.some((unit) => unit.start <= found.start && found.end <= unit.end),
          )
      : [];
  return [
    ...named,
    ...(hinted.possessive ? possessiveSigns(text, tokens, context.characterWords) : []),
    ...units,
    ...(hinted.cityPolice ? cityPolice(text) : []),
    ...(hinted.callSign ? callSigns(text) : []),
    ...(hinted.masthead ? mastheads(text) : []),
    ...(hinted.forces ? forces(text) : []),
  ];
};

/** Every name in a run that ends with a suffix: "Vance & Partners LLP and Acme Corp." has two. */
function suffixed(text: string, run: Token[], characterWords: Set<string>): TextMatch[] {
  const found: TextMatch[] = [];
  let from = 0;
  for (let end = 1; end <= run.length; end += 1) {
    const suffix = suffixEnding(run, from, end);
    if (!suffix || (end < run.length && longerSuffixFollows(run, from, end))) continue;
    const trimmed = afterCharacterName(
      afterCharactersPossessive(
        trimLeading(trimLeadingConnectors(run.slice(from, end))),
        characterWords,
      ),
      characterWords,
      suffix.words.length,
    );
    const name = suffix.category === "media" ? fromMasthead(trimmed) : trimmed;
    from = end;
    const head = name.slice(0, name.length - suffix.words.length);
    if (head.length === 0) continue;
    const office = suffix.words.length === 1 && suffix.words[0] === OFFICE;
    if (office && !titledAfterThe(text, head)) continue;
    if (
      head.every((token) => GENERIC.has(token.lower)) &&
      !office &&
      !(suffix.category === "hospital" && titledAfterThe(text, head))
    )
      continue;
    // "a tiny Paris restaurant" is a restaurant in Paris; "New York Times" keeps its place.
    if (describesPlace(head)) continue;
    // "a Security Guard" is a job, the "Lantern Guard" a force.
    if (suffix.words.join(" ") === "guard" && head.every((token) => GUARD_ROLES.has(token.lower)))
      continue;
    // "the Price Brothers, Don and Zacky": a character's family, not a firm.
    if (FAMILY.has(comparable(name.at(-1)!)) && head.every(isCharacterWord(characterWords)))
      continue;
    // "a TRAY OF COFFEE": goods in what holds them.
    if (head.length === 2 && CONTAINERS.has(head[0]!.lower) && head[1]!.lower === "of") continue;
    // "CLOSE SHOT GROUP" is a camera direction.
    if (name.some((token) => CAMERA_WORDS.has(token.lower))) continue;
    const ending = name
      .slice(-suffix.words.length)
      .map((token) => token.word)
      .join(" ");
    const category = policeRemit(suffix.category, head) ? "police" : suffix.category;
    found.push(
      match(
        text,
        name,
        category,
        signalOf("name-suffix", `Ends with "${ending}": the name of ${article(category)}`),
      ),
    );
  }
  return found;
}

/** "Missing Persons Bureau", "Homicide Division": an office named by police work is the police's. */
function policeRemit(category: ClearanceCategory, head: Token[]): boolean {
  return (
    category === "organisation" &&
    head.some((token) => POLICE_REMITS.has(token.lower.replace(/[.,]$/, "")))
  );
}

/**
 * Capitalised words after "the", in mixed case: the town's own institution ("took him to the
 * County Hospital"; CITY HOSPITAL in a heading or "a county hospital" are kinds), or a government
 * department ("at the Home Office"; a heading's DENTIST OFFICE is a room).
 */
function titledAfterThe(text: string, head: Token[]): boolean {
  return (
    /[a-z]/.test(text) &&
    head.every((token) => /^[A-Z][a-z]/.test(token.word)) &&
    /\bthe\s+$/.test(text.slice(Math.max(0, head[0]!.start - 5), head[0]!.start))
  );
}

/** "Stanley for the New York Herald": a paper's name starts after its "the". */
function fromMasthead(name: Token[]): Token[] {
  const the = name.findLastIndex((token, index) => index > 0 && token.lower === "the");
  return the === -1 ? name : name.slice(the + 1);
}

/**
 * "Sheriff Hartman's Bombing Squad": a titled character's possessive comes before the name, not
 * in it ("O'Shea's Bait & Tackle" is the shop's own name).
 */
function afterCharactersPossessive(name: Token[], characterWords: Set<string>): Token[] {
  const owner = name.findLastIndex((token, index) => {
    const owned = POSSESSIVE.exec(token.word)?.[1];
    return (
      owned !== undefined &&
      index > 0 &&
      TITLES.has(withoutPeriod(name[index - 1]!.lower)) &&
      characterWords.has(owned.toLowerCase())
    );
  });
  return owner === -1 ? name : name.slice(owner + 1);
}

/**
 * "Jacob Billups Palace Hotel, room 412": a character's full name run into a firm's is two names,
 * the firm's starting after the person's, when a word of the firm's own is left before its
 * suffix ("Sarah Kowalski Foundation" stays one name, as firms are named after people).
 */
function afterCharacterName(
  name: Token[],
  characterWords: Set<string>,
  suffixLength: number,
): Token[] {
  let person = 0;
  while (person < name.length && characterWords.has(comparable(name[person]!))) person += 1;
  return person >= 2 && person < name.length - suffixLength ? name.slice(person) : name;
}

/** "Mercy General Hospital" is one name although "General" could end one on its own. */
function longerSuffixFollows(run: Token[], from: number, end: number): boolean {
  for (let more = 1; more <= LONGEST_SUFFIX && end + more <= run.length; more += 1) {
    const longer = suffixEnding(run, from, end + more);
    // A suffix that takes in this word ("Division of Police") or follows it ("Partners LLP").
    if (longer && (longer.words.length > more || more === 1)) return true;
  }
  return false;
}

function prefixed(text: string, run: Token[]): TextMatch[] {
  const name = trimLeading(run);
  const prefix = PREFIXES.get(withoutPeriod(name[0]?.lower ?? ""))?.find((affix) =>
    affix.words.every((word, index) => withoutPeriod(name[index]?.lower ?? "") === word),
  );
  if (!prefix || name.length <= prefix.words.length) return [];
  // "University of Nebraska", not "BANK OF PHOTOGRAPHY FLASHES": a name or a place follows.
  const named = name
    .slice(prefix.words.length)
    .map((token) => token.word.replace(/[.,;:!?-]+$/, ""));
  if (named.every((word) => isCommonWord(word)) && !placeInfo(named.join(" "))) return [];
  return [
    match(
      text,
      name,
      prefix.category,
      signalOf(
        "name-prefix",
        `Starts with "${name
          .slice(0, prefix.words.length)
          .map((token) => token.word)
          .join(" ")}": the name of ${article(prefix.category)}`,
      ),
    ),
  ];
}

/** "JOE'S DINER", "Mario's Pizza", and "at Mario's" on its own. */
function possessiveSigns(text: string, tokens: Token[], characterWords: Set<string>): TextMatch[] {
  const signs: TextMatch[] = [];
  tokens.forEach((token, index) => {
    const sign = possessiveSign(text, tokens, index, characterWords);
    if (sign) signs.push(sign);
  });
  return signs;
}

function possessiveSign(
  text: string,
  tokens: Token[],
  index: number,
  characterWords: Set<string>,
): TextMatch | undefined {
  const token = tokens[index]!;
  const owner = endsWithS(token.word) ? POSSESSIVE.exec(token.word)?.[1] : undefined;
  // SARAH'S KITCHEN is where Sarah cooks; "a place like Jack Blake's" is a place all the same.
  if (
    !owner ||
    !isCapital(owner.charCodeAt(0)) ||
    (characterWords.has(owner.toLowerCase()) &&
      !PLACE_LIKE.test(text.slice(Math.max(0, token.start - 40), token.start)))
  )
    return undefined;
  const next = tokens[index + 1];
  const nextTwo = next && tokens[index + 2] ? `${next.lower} ${tokens[index + 2]!.lower}` : "";
  const nounWords = BUSINESS.has(nextTwo)
    ? 2
    : next && BUSINESS.has(next.lower.replace(/[.,!?]$/, ""))
      ? 1
      : 0;
  const adjoining = next && text.slice(token.end, next.start) === " " && /^[A-Z]/.test(next.word);
  if (nounWords > 0 && adjoining) {
    const name = withCompanions(
      text,
      tokens,
      index + nounWords,
      tokens.slice(index, index + 1 + nounWords),
    );
    return match(text, name, "business", POSSESSIVE_SIGNAL);
  }
  const ownerIsCaps = owner === owner.toUpperCase();
  const following = NEXT_LOWER_CASE_WORD.exec(text.slice(token.end, token.end + 24))?.[1];
  if (ownerIsCaps || (following !== undefined && !AFTER_A_PLACE.has(following))) return undefined;
  // "over to Polack Mike's", "a place like Jack Blake's": the owner's full name.
  const first = tokens[index - 1];
  const owners =
    first &&
    /^[A-Z][a-z]/.test(first.word) &&
    text.slice(first.end, token.start) === " " &&
    (isKnownName(first.word) || !isEnglishWord(first.lower))
      ? [first, token]
      : [token];
  const before = text.slice(Math.max(0, owners[0]!.start - 24), owners[0]!.start);
  if (!AFTER_PLACE_WORD.test(before)) return undefined;
  const found = match(text, owners, "business", { ...POSSESSIVE_SIGNAL, weight: 0.1 });
  // The place keeps its possessive, as on its sign: Jack Blake's, not the man Jack Blake.
  const written = text.slice(found.start, token.end).replace(/[.,]$/, "");
  return {
    ...found,
    text: written,
    key: keyOf(written),
    canonical: written,
    end: found.start + written.length,
  };
}

function endsWithS(word: string): boolean {
  const last = word.charCodeAt(word.length - 1);
  return last === 0x73 || last === 0x53;
}

function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** "O'SHEA'S BAIT & TACKLE": the words joined to a sign's noun by "&" or "and" belong to it. */
function withCompanions(text: string, tokens: Token[], last: number, name: Token[]): Token[] {
  const joiner = tokens[last + 1];
  const companion = tokens[last + 2];
  if (
    !joiner ||
    !companion ||
    !["&", "and"].includes(joiner.lower) ||
    !/^[A-Z]/.test(companion.word)
  )
    return name;
  if (text.slice(tokens[last]!.end, companion.start) !== ` ${joiner.word} `) return name;
  return [...name, joiner, companion];
}

const POSSESSIVE_SIGNAL: Signal = signalOf(
  "possessive-sign",
  "A possessive business name, as on a sign: real businesses often carry the same name",
);

function numberedUnits(text: string): TextMatch[] {
  return matchesOf(NUMBERED_UNIT, text).map((found) =>
    policeAt(
      found,
      titleCase(found[0]),
      signalOf(
        "numbered-unit",
        "A numbered precinct, division or unit: real ones should be fictionalised",
      ),
    ),
  );
}

/** "Chicago police", "the Boston cops": a real city's force, named by its city. */
function cityPolice(text: string): TextMatch[] {
  return matchesOf(CITY_POLICE, text).flatMap((found) => {
    const city = found[1]!;
    const info = placeInfo(city);
    if (!info || (info.kind === "city" && (info.population ?? 0) < TEAM_CITY)) return [];
    return [
      policeAt(
        found,
        `${info.name} police`,
        signalOf(
          "city-police",
          `The police of ${info.name}, a real place: how they are shown needs care`,
        ),
      ),
    ];
  });
}

function policeAt(found: RegExpExecArray, canonical: string, signal: Signal): TextMatch {
  return {
    category: "police",
    text: found[0],
    key: keyOf(canonical),
    canonical,
    start: found.index,
    end: found.index + found[0].length,
    signals: [signal],
    suggestedCode: "RC" satisfies VerdictCode,
  };
}

const MASTHEAD = new RegExp(String.raw`(?<= the )(?:${MASTHEAD_WORDS})\b`, "g");

/**
 * "Bensinger of the Tribune": in mixed case, a capitalised masthead word after "the" is the
 * town's paper, which a researcher identifies from the setting.
 */
function mastheads(text: string): TextMatch[] {
  return matchesOf(MASTHEAD, text).map((found) => ({
    category: "media",
    text: found[0],
    key: found[0].toLowerCase(),
    canonical: `The ${found[0]}`,
    start: found.index,
    end: found.index + found[0].length,
    signals: [
      signalOf(
        "masthead",
        "A newspaper named by its masthead word: the setting tells which real paper",
      ),
    ],
  }));
}

/** "The Salvation Army" and "the U.S. Army" are other names, which the lists know. */
const FORCES = /(?<= the )(?:Army|Navy|Air Force|Marines)\b/g;

/** "joined the Army": the forces of the story's country, which the setting tells. */
function forces(text: string): TextMatch[] {
  return matchesOf(FORCES, text).map((found) =>
    policeAt(
      found,
      found[0],
      signalOf(
        "armed-forces",
        "A country's armed forces, named as its own: how they are shown needs care",
      ),
    ),
  );
}

/** KTLA, WGN-TV, WSM radio: broadcasters' call signs, named where a station is meant. */
function callSigns(text: string): TextMatch[] {
  return matchesOf(CALL_SIGN, text).flatMap((found) => {
    const around = text.slice(Math.max(0, found.index - 40), found.index + found[0].length + 40);
    if (!/-(?:TV|FM|AM)$/.test(found[0]) && !BROADCAST_CONTEXT.test(around)) return [];
    return [
      {
        category: "media",
        text: found[0],
        key: found[0].toLowerCase(),
        canonical: found[0],
        start: found.index,
        end: found.index + found[0].length,
        signals: [signalOf("call-sign", "A broadcaster's call sign: real stations are trademarks")],
      },
    ];
  });
}

/**
 * "Memphis Chicks", "Sydney Swans": a known place and a capitalised plural is how sports teams
 * are named.
 */
function teamName(text: string, run: Token[]): TextMatch[] {
  const last = run.at(-1);
  if (!last || run.length < 2 || !/^[A-Z][a-z]+s$/.test(last.word) || SUFFIXES.has(last.lower))
    return [];
  const place = trimLeading(run.slice(0, -1));
  const placeName = place.map((token) => token.word).join(" ");
  const info = place.length > 0 && place.length <= 3 ? placeInfo(placeName) : undefined;
  if (!info || (info.kind === "city" && (info.population ?? 0) < TEAM_CITY)) return [];
  // The nickname is a plural of a word (Swans, Cubs), not a surname (Hollis, Brandeis).
  if (!isEnglishWord(last.word.replace(/e?s$/, "")) && !isEnglishWord(last.word.slice(0, -1)))
    return [];
  if (isCommonWord(last.word) && !SPORTS_CONTEXT.test(text)) return [];
  return [
    match(
      text,
      [...place, last],
      "sports",
      signalOf("team-name", `A place and a plural name, as sports teams are called (${placeName})`),
    ),
  ];
}

function match(
  text: string,
  name: Token[],
  category: ClearanceCategory,
  signal: Signal,
): TextMatch {
  const start = name[0]!.start;
  const last = name.at(-1)!.word;
  const trailing = /[.,]$/.test(last) && !/^(?:inc|corp|co|ltd|bros)\.$/i.test(last) ? 1 : 0;
  // "Prohibition Bureau's": the possessive belongs to the sentence; "JOE'S" alone is the name.
  const possessive = name.length > 1 && /['’]s$/i.test(last) ? 2 : 0;
  const end = name.at(-1)!.end - trailing - possessive;
  const written = text.slice(start, end);
  return {
    category,
    text: written,
    key: keyOf(written),
    canonical: titleCase(written),
    start,
    end,
    signals: [signal],
  };
}

function tokensOf(text: string): Token[] {
  // Read by character code: a line that passes a hint is cut into all its words, and a pattern
  // match apiece costs several times more.
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    if (!isWordStart(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    const start = at;
    do at += 1;
    while (at < text.length && isWordPart(text.charCodeAt(at)));
    const found = text.slice(start, at);
    // A sentence's closing period is not part of the last word ("Acme Corp." keeps its own).
    const word =
      !found.endsWith(".") || ABBREVIATIONS.test(found) ? found : found.replace(/\.+$/, "");
    tokens.push({ word, lower: word.toLowerCase(), start, end: start + word.length });
  }
  return tokens;
}

/** What starts a word: a letter, a digit or "&" (as /[A-Za-z0-9&]/). */
function isWordStart(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === AMPERSAND
  );
}

/** What goes on in a word: those, and an apostrophe, a period or a hyphen (as /[A-Za-z0-9'’&.-]/). */
function isWordPart(code: number): boolean {
  return (
    isWordStart(code) ||
    code === APOSTROPHE ||
    code === RIGHT_QUOTE ||
    code === PERIOD ||
    code === HYPHEN
  );
}

/** Capitalised words (and the small words inside names) joined by single spaces. */
function runsOf(text: string, tokens: Token[]): Token[][] {
  const mixedCase = /[a-z]/.test(text);
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const token of tokens) {
    const previous = run.at(-1);
    // "An ARMED GUARD": capitals next to mixed case are emphasis, not one name.
    const joined =
      previous &&
      token.start === previous.end + 1 &&
      text.charCodeAt(previous.end) === 32 &&
      (!previous.word.endsWith(".") ||
        RUNS_ON.test(previous.word) ||
        INITIALS.test(previous.word)) &&
      (!mixedCase || sameCasing(previous.word, token.word));
    const initial = token.word.charCodeAt(0);
    const named =
      isCapital(initial) ||
      (initial >= 48 && initial <= 57) ||
      initial === AMPERSAND ||
      (run.length > 0 && CONNECTORS.has(token.lower));
    if (!joined || !named) {
      if (run.length > 0) runs.push(trimTrailingConnectors(run));
      run = [];
    }
    if (named && (run.length > 0 || !CONNECTORS.has(token.lower) || isCapital(initial)))
      run.push(token);
    if (run.length > MAX_NAME_WORDS + 2) run = run.slice(1);
  }
  if (run.length > 0) runs.push(trimTrailingConnectors(run));
  return runs.filter((found) => found.length > 0);
}

/**
 * Whether two words can belong to one name by their casing: "An ARMED GUARD" cannot; acronyms
 * and small words (LLP, NSW, INC., &) go with either.
 */
function sameCasing(a: string, b: string): boolean {
  const first = casingOf(a);
  const second = casingOf(b);
  return first === "any" || second === "any" || first === second;
}

/** A word's casing as sameCasing weighs it; apart, as a function made per call costs. */
function casingOf(word: string): "any" | "caps" | "title" {
  return word.length <= 4 || !/[A-Za-z]{2}/.test(word)
    ? "any"
    : word === word.toUpperCase()
      ? "caps"
      : "title";
}

function trimTrailingConnectors(run: Token[]): Token[] {
  let end = run.length;
  while (end > 0 && CONNECTORS.has(run[end - 1]!.lower)) end -= 1;
  return end === run.length ? run : run.slice(0, end);
}

function trimLeadingConnectors(run: Token[]): Token[] {
  let start = 0;
  while (start < run.length && CONNECTORS.has(run[start]!.lower) && run[start]!.lower !== "the")
    start += 1;
  return start === 0 ? run : run.slice(start);
}

/**
 * Descriptive words, then a place, which together name no place: "Tiny Paris", "Cheap Chicago"
 * say where a business is and what it is like, not what it is called.
 */
function describesPlace(head: Token[]): boolean {
  const described = head.findIndex((token) => !GENERIC.has(token.lower));
  if (described <= 0) return false;
  const place = head
    .slice(described)
    .map((token) => token.word)
    .join(" ");
  const whole = head.map((token) => token.word).join(" ");
  return placeInfo(place) !== undefined && placeInfo(whole) === undefined;
}

/** "The", and a sentence's opening "From" or "At", come before a name, not in it. */
function trimLeading(run: Token[]): Token[] {
  let start = 0;
  while (start < run.length - 1 && LEADING_WORDS.has(run[start]!.lower)) start += 1;
  // "Call the Coast Guard", "It's the Sydrine Concord": ordinary words before "the" are the
  // sentence's (but "Bank of the West" keeps its "of the").
  const the = run.findIndex((token, at) => at > start && token.word === "the");
  if (
    the > 0 &&
    the < run.length - 1 &&
    !CONNECTORS.has(run[the - 1]!.lower) &&
    run.slice(start, the).every((token) => isCommonWord(token.lower) || /['’]/u.test(token.word))
  )
    start = the + 1;
  return start === 0 ? run : run.slice(start);
}

/** The suffix that the words of `run` from `from` to `end` end with, if any. */
function suffixEnding(run: Token[], from: number, end: number): Affix | undefined {
  const last = end > from && comparable(run[end - 1]!);
  if (!last) return undefined;
  return (
    endingAmong(SUFFIXES.get(last), run, from, end) ??
    endingAmong(SUFFIXES.get(`${last}.`), run, from, end)
  );
}

/** The first of `affixes` that the words of `run` from `from` to `end` end with. */
function endingAmong(
  affixes: Affix[] | undefined,
  run: Token[],
  from: number,
  end: number,
): Affix | undefined {
  if (affixes === undefined) return undefined;
  for (const affix of affixes) if (endsWith(run, from, end, affix.words)) return affix;
  return undefined;
}

function endsWith(run: Token[], from: number, end: number, words: string[]): boolean {
  const tail = end - words.length;
  if (tail < from) return false;
  return words.every(
    (word, index) => run[tail + index]!.lower === word || comparable(run[tail + index]!) === word,
  );
}

/** A word as suffixes are listed: no closing period, no possessive ("the Bureau's man"). */
function comparable(token: Token): string {
  return withoutPeriod(token.lower.replace(/['’]s$/, ""));
}

const ARTICLES: Partial<Record<ClearanceCategory, string>> = {
  business: "a business",
  hospital: "a hospital or clinic",
  school: "a school or university",
  police: "a police, military or emergency unit",
  organisation: "an organisation",
  media: "a publication or broadcaster",
  transport: "a transport company",
  work_title: "a programme",
};

function article(category: ClearanceCategory): string {
  return ARTICLES[category] ?? "an organisation";
}

/** A name's grouping key: Vance & Partners LLP and VANCE & PARTNERS are one business. */
function keyOf(name: string): string {
  return nameKey(name).replace(LEGAL_FORM, "");
}
