/**
 * Street addresses and street names (clearance-domain.md §2.2): "1432 Maple Street, Apt 4B" is an
 * address, usually changed; "Mulholland Drive" without a number is a location worth a look.
 * Numbered highways ("Route 66") are locations with a low weight.
 */
import { US_STATES } from "@/config/first-pass/regions";

import { type Signal, signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { DIGIT, keywordGate, readLine } from "./keywords";
import {
  caseForms,
  isShouting,
  matchAt,
  matchesOf,
  scan,
  titleCase,
  withoutOverlaps,
  withoutPeriod,
} from "./patterns";

type StreetType = {
  name: string;
  short?: readonly string[];
  /** Whether it names a street without a house number ("Maple Street"), and when. */
  named?: "always" | "after-preposition";
};

/** Street types with their abbreviations; the first entry for a spelling wins. */
const STREET_TYPES: readonly StreetType[] = [
  { name: "Street", short: ["St"], named: "always" },
  { name: "Avenue", short: ["Ave", "Av"], named: "always" },
  { name: "Road", short: ["Rd"], named: "always" },
  { name: "Boulevard", short: ["Blvd"], named: "always" },
  { name: "Drive", named: "always" },
  { name: "Parkway", short: ["Pkwy"], named: "always" },
  { name: "Highway", short: ["Hwy"], named: "always" },
  { name: "Terrace", short: ["Ter", "Terr"], named: "always" },
  { name: "Crescent", short: ["Cres"], named: "always" },
  { name: "Expressway", short: ["Expy"], named: "always" },
  { name: "Freeway", short: ["Fwy"], named: "always" },
  { name: "Turnpike", short: ["Tpke"], named: "always" },
  // Surnames and ordinary words ("Lois Lane", "Times Square"): streets only after "on", "at"…
  { name: "Lane", short: ["Ln"], named: "after-preposition" },
  { name: "Way", named: "after-preposition" },
  { name: "Place", short: ["Pl"], named: "after-preposition" },
  { name: "Square", short: ["Sq"], named: "after-preposition" },
  { name: "Circle", short: ["Cir"], named: "after-preposition" },
  { name: "Alley", named: "after-preposition" },
  { name: "Row", named: "after-preposition" },
  { name: "Mews", named: "after-preposition" },
  { name: "Gardens", short: ["Gdns"], named: "after-preposition" },
  { name: "Trail", short: ["Trl"], named: "after-preposition" },
  { name: "Plaza", named: "after-preposition" },
  { name: "Grove", named: "after-preposition" },
  // A law court, a close-up, a doctor: street types only after a house number.
  { name: "Court", short: ["Ct"] },
  { name: "Close" },
  { name: "Drive", short: ["Dr"] },
  { name: "Pike" },
  { name: "Loop" },
  { name: "Parade" },
  { name: "Concourse" },
  { name: "Esplanade" },
  { name: "Promenade" },
];
const DIRECTIONS: Readonly<Record<string, string>> = {
  n: "North",
  s: "South",
  e: "East",
  w: "West",
  ne: "Northeast",
  nw: "Northwest",
  se: "Southeast",
  sw: "Southwest",
};

/** Addresses everyone knows: worth noting, not changing. */
const FAMOUS_ADDRESSES: Readonly<Record<string, string>> = {
  "1600 pennsylvania avenue": "the White House",
  "10 downing street": "the British Prime Minister's residence",
  "221b baker street": "Sherlock Holmes's fictional home, now used by the Sherlock Holmes Museum",
  "350 fifth avenue": "the Empire State Building",
  "742 evergreen terrace": "the Simpsons' house in The Simpsons",
  "1313 mockingbird lane": "the house in The Munsters",
  "4 privet drive": "the Dursleys' house in Harry Potter",
  "112 ocean avenue": "the Amityville Horror house",
};

/** Words that cannot be part of a street's name: "40 MILES DOWN THE ROAD", "THEY DRIVE". */
const STOPWORDS = wordSet(
  "the a an and or of to in on at by for from with into onto down up along across off over past " +
    "near toward towards through around behind is are was were be his her their my your our its " +
    "this that these those i you he she we they it can will would could should must might then " +
    "when where but so as if let's don't didn't won't can't just also again now still int ext est",
);
/** A number followed by these is a quantity: "5 MINUTES", "3 BLOCKS". */
const QUANTITIES = wordSet(
  "minutes hours days weeks months years seconds miles blocks feet yards meters metres " +
    "kilometers times people men women guys cars shots rounds percent dollars bucks pounds floors " +
    "stories storeys cups",
);
/** Kinds of road, not names: "EXT. DIRT ROAD", "TEST DRIVE", "MAIN STREET". */
const GENERIC_MODIFIERS = wordSet(
  "back side main high dirt gravel country city town quiet dark empty busy deserted winding rural " +
    "desert mountain forest lonely long open narrow wide residential suburban shopping private " +
    "public access service front test hard disk flash thumb sex memory easy wrong right same " +
    "other next nearest near far left toll coastal dusty muddy snowy wet icy crowded steep paved " +
    "death small big large new old major secret hidden dual slip exit entrance loading blind " +
    "bowling basketball tennis food supreme inner full dead farm ranch parking one two any no " +
    "half every each first second third last county day night morning evening afternoon dawn dusk",
);
/** Leading words that belong to a street's name even in capitals: "SANTA MONICA BOULEVARD". */
const NAME_PREFIXES = wordSet(
  "san santa la las los de del el saint st mount mt fort ft north south east west old martin luther king",
);
/** Before a weak street type: "down Penny Lane", "in Times Square". */
const PREPOSITIONS = wordSet(
  "on in at down along off up onto into near across to from toward towards past via outside",
);

const HOUSE = String.raw`\d{1,6}[A-Za-z]?(?:-[A-Z0-9]{1,4})?`;
const DIRECTION = String.raw`(?:${caseForms(["north", "south", "east", "west"])}|(?:NE|NW|SE|SW|N|S|E|W)\.?)`;
const WORD = String.raw`[A-Z][A-Za-z'’]{0,24}(?:-[A-Z][A-Za-z'’]{0,24})?\.?`;
const ORDINAL = String.raw`\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)`;
/** "Thirty-fifth", as old scripts write numbered streets. */
const SPELLED_ORDINAL = String.raw`[A-Z][a-z]+-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)`;
const NAME_WORD = `(?:${SPELLED_ORDINAL}|${WORD}|${ORDINAL})`;
const END = String.raw`(?![\w'’-])`;

const TYPE_BY_SPELLING = spellings(STREET_TYPES);
const ALL_TYPES = typeAlternation(STREET_TYPES);
const NAMED_TYPES = typeAlternation(STREET_TYPES.filter((type) => type.named));
const UNIT = String.raw`(?:,?\s+(?:${caseForms(["apartment", "apt", "suite", "ste", "unit", "flat", "room", "rm"])})\.?\s?#?\s?|,?\s?#\s?)[A-Za-z0-9][A-Za-z0-9-]{0,5}(?![\w-])`;
const CITY = String.raw`[A-Z][A-Za-z.'’-]{1,24}(?:\s[A-Z][A-Za-z.'’-]{1,24}){0,2}`;
const STATE = `(?:${US_STATES.map((state) => state.abbreviation).join("|")})`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
const POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}`;
const LOCALITY = String.raw`(?:,\s*${CITY}(?:,\s*|\s+)${STATE}(?:\s+${ZIP})?|,\s*(?:${CITY}\s+)?${POSTCODE})(?!\w)`;

const ANY_STREET_TYPE = new RegExp(String.raw`\b(?:${ALL_TYPES})${END}`);
const STREET_TYPE_WORDS = keywordGate(
  STREET_TYPES.flatMap((type) => [type.name, ...(type.short ?? [])]),
);

/** 1432 N. Maple Street, Apt 4B, Springfield, IL 62701 — the name takes as few words as it can. */
const ADDRESS = new RegExp(
  String.raw`(?<![\w$£€#.,/:-])(?<house>${HOUSE})(?:\s+(?<direction>${DIRECTION}))?(?<name>(?:\s+${NAME_WORD}){1,4}?)\s+(?<type>${ALL_TYPES})${END}(?:\s+(?:NE|NW|SE|SW|N|S|E|W)(?!\w|\.\w))?(?<unit>${UNIT})?(?<locality>${LOCALITY})?`,
  "g",
);
/** Maple Street, MULHOLLAND DRIVE, Baker St. — up to three words, trimmed afterwards. */
const NAMED_STREET = new RegExp(
  String.raw`(?<![\w'’.-])(?<name>(?:${NAME_WORD}\s+){1,3})(?<type>${NAMED_TYPES})${END}`,
  "g",
);
/** Route 66, Highway 101, I-95, Exit 14. */
const NUMBERED_ROAD = new RegExp(
  String.raw`(?<![\w-])(?<road>Route|ROUTE|Highway|HIGHWAY|Interstate|INTERSTATE|Hwy\.?|HWY\.?|I-|US-|Exit|EXIT)\s?(?<number>\d{1,3})(?![\w-]|[.,]\d)`,
  "g",
);
/** The last word of a street that, before a number, starts a numbered road instead. */
const ROAD_NUMBER_WORD = /\b(?:Route|Highway|Interstate|Hwy\.?)$/i;
/** "take the 405 north", "stuck on the 101.": a freeway by its number alone, as Californians say. */
const FREEWAY_NUMBER =
  /\b(?:take|takes|took|taking|on|onto|off|via) the (?<number>\d{2,3})(?=[.,;:!?)]|$| (?:north|south|east|west)(?:bound)?\b| (?:freeway|to|through|past)\b)/gi;
/**
 * "Western an' Thirty-fourth", "the place on Fifth": a numbered street named by its ordinal alone,
 * after a word that leads to a street corner, and before no word of what it counts ("on Third
 * floor", "at First Base").
 */
const STREET_ORDINAL = new RegExp(
  String.raw`(?<=\b(?:on|at|and|an['’]|&|off|corner of) )(?:${SPELLED_ORDINAL}|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Twelfth|\d{1,3}(?:st|nd|rd|th))(?![\w'’-]| (?:[A-Z]|(?:floor|grade|time|times|place|base|round|year|century|day|week|month|row|inning|gear|class|draft|edition|person|hand|thing|one|of)\b))`,
  "g",
);

/** "PO Box 10031", "P.O. Box 12", "Post Office Box 7": a box number is a real address too. */
const PO_BOX = /\b(?:P\.?\s?O\.?|Post Office)\s?Box\s+(?<number>\d{1,7})\b/gi;

export const findAddresses: TextFinder = (
  text,
  element,
  _context,
  { keywords } = readLine(text),
) => {
  const hasDigit = (keywords & DIGIT) !== 0;
  // Most elements name no street: the line's words, then one pattern, save the two long ones.
  const hasStreet = (keywords & STREET_TYPE_WORDS) !== 0 && ANY_STREET_TYPE.test(text);
  const addresses = hasDigit && hasStreet ? scan(ADDRESS, text, (m) => address(text, m)) : [];
  const roads = hasDigit
    ? [...numberedRoads(text), ...freewayNumbers(text), ...postOfficeBoxes(text)]
    : [];
  const ordinals = ORDINAL_WORD.test(text) ? streetOrdinals(text) : [];
  // "Spalding Jeager Hwy 1 overlook": a highway word before a number is the numbered road's.
  const streets = hasStreet
    ? scan(NAMED_STREET, text, (m) =>
        namedStreet(text, m, element.type === "scene_heading"),
      ).filter(
        (street) => !(ROAD_NUMBER_WORD.test(street.text) && /^\s?\d/.test(text.slice(street.end))),
      )
    : [];
  return withoutOverlaps([...addresses, ...roads, ...streets, ...ordinals]);
};

function address(text: string, found: RegExpExecArray): TextMatch | undefined {
  const { house = "", direction, name = "", type = "", locality } = found.groups ?? {};
  const words = name.trim().split(/\s+/);
  if (words.some(isStopword) || QUANTITIES.has(bare(words[0] ?? ""))) return undefined;
  const parts = [
    house.toUpperCase(),
    direction && fullDirection(direction),
    ...words.map(nameWord),
    fullType(type),
  ];
  const canonical = parts.filter(Boolean).join(" ");
  const key = canonical.toLowerCase();
  const famous = Object.hasOwn(FAMOUS_ADDRESSES, key) ? FAMOUS_ADDRESSES[key] : undefined;
  const signals: Signal[] = famous
    ? [signalOf("famous-address", `A famous address: ${famous}`)]
    : [
        signalOf(
          "street-address",
          "A house number and a street: real addresses are usually changed",
        ),
      ];
  if (locality) {
    const where = locality.replace(/^,\s*/, "");
    signals.push(
      signalOf(
        "address-locality",
        `With a town or postcode (${where}): the exact place is easy to look up`,
      ),
    );
  }
  return matchAt(text, found.index, found.index + found[0].length, {
    category: "address",
    key,
    canonical,
    signals,
    suggestedCode: famous ? "INFO" : "RC",
  });
}

/**
 * A street name without a number. The regex starts at the first capitalised word, so the name
 * is trimmed back to the words that belong to it: in capitals only known prefixes ("SANTA
 * MONICA"), in mixed case any capitalised word that does not start the sentence.
 */
function namedStreet(
  text: string,
  found: RegExpExecArray,
  inHeading: boolean,
): TextMatch | undefined {
  const { name = "", type = "" } = found.groups ?? {};
  const street = TYPE_BY_SPELLING.get(withoutPeriod(type));
  // A lower-case "drive" or "road" is a common noun: "a USB drive", "the old road".
  if (!street?.named || type === type.toLowerCase()) return undefined;
  if (/^st\.?$/i.test(type) && startsSaintName(text, found)) return undefined;
  const words = matchesOf(/\S+/g, name).map((word) => ({
    text: word[0],
    start: found.index + word.index,
  }));
  const kept = keptWords(text, words);
  const first = kept[0];
  if (!first) return undefined;
  if (street.named === "after-preposition") {
    if (kept.some((word) => /^\d/.test(word.text) || isOrdinalWord(word.text))) return undefined;
    if (!afterPreposition(text, first.start, inHeading)) return undefined;
  }
  const canonical = [...kept.map((word) => nameWord(word.text)), street.name].join(" ");
  return matchAt(text, first.start, found.index + found[0].length, {
    category: "location",
    key: canonical.toLowerCase(),
    canonical,
    signals: [
      signalOf(
        "street-name",
        "A real-format street name: check whether it exists in the story's city and what is there",
      ),
    ],
  });
}

/** The words next to the street type that name the street, or none when it is a kind of road. */
function keptWords(
  text: string,
  words: { text: string; start: number }[],
): { text: string; start: number }[] {
  const last = words.at(-1);
  if (!last || isStopword(last.text) || GENERIC_MODIFIERS.has(bare(last.text))) return [];
  if (isPossessive(last.text)) return []; // "THE KING'S ROAD" is his, not a street name
  const shouting = isShouting(words.map((word) => word.text).join(" "));
  let first = words.length - 1;
  while (first > 0) {
    const word = words[first - 1]!;
    // "Austin's Congress Avenue": the owner is not part of the name.
    const belongs =
      !isPossessive(word.text) &&
      (NAME_PREFIXES.has(bare(word.text)) ||
        (!shouting && !isStopword(word.text) && !startsSentence(text, word.start)));
    if (!belongs) break;
    first -= 1;
  }
  return words.slice(first);
}

function startsSentence(text: string, start: number): boolean {
  return /(?:^|[.!?:;"“—]\s*)$/.test(text.slice(Math.max(0, start - 3), start));
}

/** "St. Louis", "ST. MARK'S": the abbreviation is a saint, not a street. */
function startsSaintName(text: string, found: RegExpExecArray): boolean {
  return /^\s+\p{Lu}/u.test(
    text.slice(found.index + found[0].length, found.index + found[0].length + 3),
  );
}

function afterPreposition(text: string, start: number, inHeading: boolean): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  if (inHeading && /(?:^|\.\s*|[-–—]\s*)$/.test(before)) return true;
  const previous = /([A-Za-z]+)\s+$/.exec(before)?.[1];
  return previous !== undefined && PREPOSITIONS.has(previous.toLowerCase());
}

function numberedRoads(text: string): TextMatch[] {
  return scan(NUMBERED_ROAD, text, (found) => {
    const { road = "", number = "" } = found.groups ?? {};
    const canonical = `${roadName(road)} ${number}`;
    return matchAt(text, found.index, found.index + found[0].length, {
      category: "location",
      key: canonical.toLowerCase(),
      canonical,
      signals: [signalOf("numbered-road", "A numbered highway: usually fine to name")],
    });
  });
}

function postOfficeBoxes(text: string): TextMatch[] {
  return scan(PO_BOX, text, (found) => {
    const canonical = `PO Box ${found.groups?.number ?? ""}`;
    return matchAt(text, found.index, found.index + found[0].length, {
      category: "address",
      key: canonical.toLowerCase(),
      canonical,
      signals: [
        signalOf(
          "po-box",
          "A post office box: a real one reaches someone, so it is usually changed",
        ),
      ],
      suggestedCode: "RC",
    });
  });
}

function freewayNumbers(text: string): TextMatch[] {
  return scan(FREEWAY_NUMBER, text, (found) => {
    const start = found.index + found[0].lastIndexOf("the ");
    const canonical = `the ${found.groups?.number ?? ""}`;
    return matchAt(text, start, found.index + found[0].length, {
      category: "location",
      key: canonical,
      canonical,
      signals: [signalOf("numbered-road", "A freeway by its number: usually fine to name")],
    });
  });
}

/** Lines with an ordinal, capitalised or in figures: most have none. */
const ORDINAL_WORD =
  /(?:[Ff]irst|[Ss]econd|[Tt]hird|[Tt]h|[Ff]ifth|[Nn]inth|[Tt]welfth|\d(?:st|nd|rd))\b/;

function streetOrdinals(text: string): TextMatch[] {
  return scan(STREET_ORDINAL, text, (found) =>
    matchAt(text, found.index, found.index + found[0].length, {
      category: "location",
      key: found[0].toLowerCase(),
      canonical: found[0],
      signals: [
        signalOf(
          "street-name",
          "A numbered street named by its ordinal: check the corner it points at",
        ),
      ],
    }),
  );
}

function roadName(road: string): string {
  if (/^(?:i-|interstate)/i.test(road)) return "Interstate";
  if (/^us-/i.test(road)) return "US Route";
  if (/^exit/i.test(road)) return "Exit";
  return /^h/i.test(road) ? "Highway" : "Route";
}

function typeAlternation(types: readonly StreetType[]): string {
  const full = caseForms(types.map((type) => type.name));
  const short = caseForms(types.flatMap((type) => type.short ?? []));
  return `(?:${full}|(?:${short})\\.?)`;
}

/** Each spelling the patterns accept ("St", "st", "ST", "Street"…), to its street type. */
function spellings(types: readonly StreetType[]): Map<string, StreetType> {
  const bySpelling = new Map<string, StreetType>();
  for (const type of types) {
    for (const form of [type.name, ...(type.short ?? [])]) {
      for (const spelling of [form, form.toLowerCase(), form.toUpperCase()]) {
        if (!bySpelling.has(spelling)) bySpelling.set(spelling, type);
      }
    }
  }
  return bySpelling;
}

function fullType(type: string): string {
  const written = withoutPeriod(type);
  return TYPE_BY_SPELLING.get(written)?.name ?? written;
}

function fullDirection(direction: string): string {
  const short = DIRECTIONS[withoutPeriod(direction).toLowerCase()];
  return short ?? titleCase(direction.toUpperCase());
}

/** A name word as a report writes it: "MAPLE" → "Maple", "57TH" → "57th", "Jr." → "Jr". */
function nameWord(word: string): string {
  const plain = withoutPeriod(word);
  return /^\d/.test(plain) ? plain.toLowerCase() : titleCase(plain);
}

function isOrdinalWord(word: string): boolean {
  return /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i.test(word);
}

function isPossessive(word: string): boolean {
  return /['’]s$/i.test(word);
}

function isStopword(word: string): boolean {
  return STOPWORDS.has(bare(word));
}

function bare(word: string): string {
  return word.toLowerCase().replace(/\./g, "").replace(/’/g, "'");
}

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/));
}
