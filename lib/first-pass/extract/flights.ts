/**
 * Flights and ships (clearance-domain.md §2.2, "Airlines, flight numbers, call signs, ships"):
 * "Flight 815", "AA 1492", "United 93", "the USS Enterprise". A real carrier's flight number
 * should be fictional; famous real flights are flagged for information.
 */
import { isEnglishWord } from "../data/words";
import { type Signal, signalOf, type VerdictCode, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { DIGIT, keywordGate, readLine } from "./keywords";
import {
  alternation,
  caseForms,
  type MatchFields,
  isShouting,
  matchAt,
  matchesOf,
  scan,
  titleCase,
  withoutOverlaps,
} from "./patterns";

type Airline = {
  /** IATA designator; none for fictional carriers. */
  code?: string;
  name: string;
  /** How scripts name it before a number: "United 93". */
  aliases: readonly string[];
  /** The code is also a word or an abbreviation ("AS", "CA"): only "AS261" or "Flight AS 261". */
  ambiguousCode?: boolean;
  fictional?: string;
};

/** Major carriers, some defunct ones famous from films and news, and stock fictional ones. */
const AIRLINES: readonly Airline[] = [
  { code: "AA", name: "American Airlines", aliases: ["American"] },
  { code: "UA", name: "United Airlines", aliases: ["United"] },
  { code: "DL", name: "Delta Air Lines", aliases: ["Delta"] },
  { code: "WN", name: "Southwest Airlines", aliases: ["Southwest"] },
  { code: "B6", name: "JetBlue", aliases: ["JetBlue"] },
  { code: "AS", name: "Alaska Airlines", aliases: ["Alaska"], ambiguousCode: true },
  { code: "NK", name: "Spirit Airlines", aliases: ["Spirit"] },
  { code: "F9", name: "Frontier Airlines", aliases: ["Frontier"] },
  { code: "HA", name: "Hawaiian Airlines", aliases: ["Hawaiian"], ambiguousCode: true },
  { code: "AC", name: "Air Canada", aliases: ["Air Canada"], ambiguousCode: true },
  { code: "WS", name: "WestJet", aliases: ["WestJet"] },
  { code: "BA", name: "British Airways", aliases: ["British Airways", "Speedbird"] },
  { code: "VS", name: "Virgin Atlantic", aliases: ["Virgin Atlantic"], ambiguousCode: true },
  { code: "LH", name: "Lufthansa", aliases: ["Lufthansa"] },
  { code: "AF", name: "Air France", aliases: ["Air France"] },
  { code: "KL", name: "KLM", aliases: ["KLM"] },
  { code: "EK", name: "Emirates", aliases: ["Emirates"] },
  { code: "QR", name: "Qatar Airways", aliases: ["Qatar"] },
  { code: "EY", name: "Etihad Airways", aliases: ["Etihad"] },
  { code: "QF", name: "Qantas", aliases: ["Qantas"] },
  { code: "VA", name: "Virgin Australia", aliases: ["Virgin Australia"], ambiguousCode: true },
  { code: "NZ", name: "Air New Zealand", aliases: ["Air New Zealand"], ambiguousCode: true },
  { code: "SQ", name: "Singapore Airlines", aliases: ["Singapore"] },
  { code: "CX", name: "Cathay Pacific", aliases: ["Cathay Pacific", "Cathay"] },
  { code: "JL", name: "Japan Airlines", aliases: ["JAL"] },
  { code: "NH", name: "All Nippon Airways", aliases: ["All Nippon"] },
  { code: "KE", name: "Korean Air", aliases: ["Korean Air"] },
  { code: "AM", name: "Aeroméxico", aliases: ["Aeromexico", "Aeroméxico"], ambiguousCode: true },
  { code: "IB", name: "Iberia", aliases: ["Iberia"] },
  { code: "EI", name: "Aer Lingus", aliases: ["Aer Lingus"] },
  { code: "TK", name: "Turkish Airlines", aliases: ["Turkish"] },
  { code: "FR", name: "Ryanair", aliases: ["Ryanair"] },
  { code: "U2", name: "easyJet", aliases: ["easyJet", "EasyJet"], ambiguousCode: true },
  { code: "MH", name: "Malaysia Airlines", aliases: ["Malaysia"] },
  { code: "AI", name: "Air India", aliases: ["Air India"], ambiguousCode: true },
  { code: "ET", name: "Ethiopian Airlines", aliases: ["Ethiopian"], ambiguousCode: true },
  { code: "PA", name: "Pan Am", aliases: ["Pan Am"], ambiguousCode: true },
  { code: "TW", name: "TWA", aliases: ["TWA"] },
  { code: "CO", name: "Continental Airlines", aliases: ["Continental"], ambiguousCode: true },
  { code: "NW", name: "Northwest Airlines", aliases: ["Northwest"], ambiguousCode: true },
  { code: "US", name: "US Airways", aliases: ["US Airways"], ambiguousCode: true },
  { code: "SR", name: "Swissair", aliases: ["Swissair"], ambiguousCode: true },
  {
    name: "Oceanic Airlines",
    aliases: ["Oceanic"],
    fictional: "a stock fictional airline (Lost and many other productions)",
  },
];

/** Real flights everyone remembers, by designator and number. */
const FAMOUS_FLIGHTS: Readonly<Record<string, string>> = {
  AA11: "was hijacked on 11 September 2001",
  AA77: "was hijacked on 11 September 2001",
  UA93: "was hijacked on 11 September 2001",
  UA175: "was hijacked on 11 September 2001",
  PA103: "was destroyed over Lockerbie in 1988",
  TW800: "exploded off Long Island in 1996",
  SR111: "crashed off Nova Scotia in 1998",
  AS261: "crashed off California in 2000",
  US1549: "landed on the Hudson River in 2009",
  AF447: "crashed into the Atlantic in 2009",
  MH370: "disappeared in 2014",
  MH17: "was shot down over Ukraine in 2014",
};

/** Ship prefixes and what they say; navies name ships after real people and places. */
const SHIP_PREFIXES: Readonly<Record<string, { meaning: string; weight: number }>> = {
  USS: { meaning: "USS is the prefix of United States Navy ships", weight: 0.3 },
  USNS: { meaning: "USNS is the prefix of US Navy support ships", weight: 0.3 },
  USCGC: { meaning: "USCGC is the prefix of US Coast Guard cutters", weight: 0.3 },
  HMS: { meaning: "HMS is the prefix of Royal Navy ships", weight: 0.3 },
  HMAS: { meaning: "HMAS is the prefix of Royal Australian Navy ships", weight: 0.3 },
  HMCS: { meaning: "HMCS is the prefix of Royal Canadian Navy ships", weight: 0.3 },
  HMNZS: { meaning: "HMNZS is the prefix of Royal New Zealand Navy ships", weight: 0.3 },
  RMS: {
    meaning: "RMS (Royal Mail Ship) is the prefix of liners such as the Titanic",
    weight: 0.2,
  },
  SS: { meaning: "SS marks a steamship", weight: 0.2 },
  MV: { meaning: "MV marks a motor vessel", weight: 0.2 },
  MS: { meaning: "MS marks a motor ship", weight: 0.2 },
  RV: { meaning: "RV marks a research vessel", weight: 0.2 },
};
/** Prefixes that are also common abbreviations ("MS Word", "an RV"): only "the SS Minnow". */
const AMBIGUOUS_SHIP_PREFIXES = new Set(["SS", "MV", "MS", "RV"]);

const AIRLINE_WORD = String.raw`(?:Airlines?|Airways|Air Lines|AIRLINES?|AIRWAYS|AIR LINES)`;
const FLIGHT_WORD = String.raw`(?:Flight|FLIGHT|flight)`;
const NUMBER = String.raw`(?:#\s?|No\.\s?)?(?<number>\d{1,4})(?![\w-]|[.,:–]\d)`;
const ALIASES = alternation(
  AIRLINES.flatMap((airline) => airline.aliases.flatMap((alias) => [alias, alias.toUpperCase()])),
);
const CODES = alternation(AIRLINES.flatMap((airline) => (airline.code ? [airline.code] : [])));

/** United 93, DELTA AIR LINES FLIGHT 191, Oceanic Airlines Flight 815. */
const NAMED_FLIGHT = new RegExp(
  String.raw`(?<![\w])(?<airline>${ALIASES})(?<suffix>\s+${AIRLINE_WORD})?(?<flight>\s+${FLIGHT_WORD})?\s+${NUMBER}`,
  "g",
);
/** Flight 815, FLIGHT BA 2490. */
const FLIGHT = new RegExp(
  String.raw`(?<![\w])${FLIGHT_WORD}\s+(?:(?<code>${CODES})\s?)?${NUMBER}`,
  "g",
);
/** AA 1492, UA93. */
const DESIGNATOR = new RegExp(String.raw`(?<![\w])(?<code>${CODES})(?<space>\s?)${NUMBER}`, "g");
/** "Sky King Airlines " just before "Flight": a carrier we do not know. */
const UNKNOWN_AIRLINE_BEFORE = new RegExp(
  String.raw`(?<name>(?:[A-Z][\w'’&-]{0,24}\s+){1,3})(?<suffix>${AIRLINE_WORD})\s+$`,
);
const SHIP = new RegExp(
  String.raw`(?<![\w])(?<prefix>${alternation(Object.keys(SHIP_PREFIXES))})\s+(?<name>[A-Z][A-Za-z'’-]{0,24}(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][A-Za-z'’-]{0,24}){0,3})`,
  "g",
);
const SHIP_PREFIX_WORDS = keywordGate(Object.keys(SHIP_PREFIXES));
const VESSEL_KIND_WORDS = [
  ...["boat", "ship", "trawler", "freighter", "yacht", "ferry", "liner", "tanker", "tugboat"],
  ...["submarine", "cruiser", "destroyer", "frigate", "starship", "shuttle", "schooner"],
  ...["sloop", "barge", "vessel", "cutter", "steamer", "catamaran", "riverboat", "steamboat"],
  ...["gunboat", "warship", "spaceship", "aboard", "christened"],
];
const VESSEL_KINDS = caseForms(VESSEL_KIND_WORDS);
const VESSEL_WORDS = keywordGate(VESSEL_KIND_WORDS);
/** A roman or plain number after a vessel's name: "SEA BISCUIT II", "Endeavour 2". */
const VESSEL_NUMBER = String.raw`(?:\s(?:[IVX]{1,4}|\d{1,3})(?![\w'’]))?`;
/**
 * "a trawler, the MAGGIE MAY", "aboard the Cassiopeia Wren", "a yacht called Sea Breeze": the
 * name right after the kind of vessel, or set off after it by a comma or a colon; or, as scripts
 * set a name in capitals, capitals right after the kind ("the yacht SEA BISCUIT II").
 */
const NAMED_VESSEL = new RegExp(
  String.raw`\b(?<kind>${VESSEL_KINDS})\b(?:(?:[,:]?\s+|[^.!?"“]{0,40}?[,:—–]\s+)(?:the|THE|called|named)\s+(?<name>[A-Z][A-Za-z'’-]{1,24}(?:\s[A-Z][A-Za-z'’-]{1,24}){0,2}${VESSEL_NUMBER})|\s+(?<capitals>[A-Z][A-Z'’-]{1,24}(?:\s[A-Z][A-Z'’-]{1,24}){0,2}${VESSEL_NUMBER})(?![\w'’]))`,
  "g",
);
/** "a flight 20 minutes long": a duration or a count, not a flight. */
const NOT_A_FLIGHT_AFTER =
  /^\s*(?:minutes?|mins?|hours?|hrs?|miles?|feet|ft|met(?:er|re)s?|km|times|days|seconds?|people|passengers|rows?)\b/i;
/** "a United 747": a Boeing type, not a flight. */
const AIRCRAFT_TYPE = /^7[0-8]7$/;
/** Words before an unknown carrier's name that are not part of it. */
const NOT_IN_NAME = /^(?:The|A|An|On|In|Aboard|Boards?|Takes?|Catch(?:es)?)$/;
const LOOK_BACK = 80;

type Verdict = { signals: Signal[]; suggestedCode?: VerdictCode };
type FlightFields = Omit<MatchFields, "category">;

export const findFlights: TextFinder = (
  text,
  _element,
  _context,
  { keywords } = readLine(text),
) => {
  const flights =
    (keywords & DIGIT) !== 0
      ? [
          ...scan(NAMED_FLIGHT, text, (m) => namedFlight(text, m)),
          ...scan(FLIGHT, text, (m) => keywordFlight(text, m)),
          ...scan(DESIGNATOR, text, (m) => designatorFlight(text, m)),
        ]
      : [];
  const vessels =
    (keywords & VESSEL_WORDS) !== 0 ? scan(NAMED_VESSEL, text, (m) => namedVessel(text, m)) : [];
  const ships = (keywords & SHIP_PREFIX_WORDS) !== 0 ? scan(SHIP, text, (m) => ship(text, m)) : [];
  return withoutOverlaps([...flights, ...ships, ...vessels]);
};

/** "A battered trawler, the MAGGIE MAY": a vessel's name after the kind of vessel it is. */
function namedVessel(text: string, found: RegExpExecArray): TextMatch | undefined {
  const capitals = found.groups?.capitals;
  // "The boat CREAKS", "the ship SINKS FAST": ordinary words in capitals after the kind are a
  // sound or a move; a number makes them a name ("SEA BISCUIT II").
  if (
    capitals !== undefined &&
    !/\s(?:[IVX]+|\d+)$/.test(capitals) &&
    capitals.split(" ").every((word) => isEnglishWord(word))
  )
    return undefined;
  const name = found.groups?.name ?? capitals ?? "";
  const start = found.index + found[0].length - name.length;
  const canonical = titleCase(name);
  return matchAt(text, start, start + name.length, {
    category: "transport",
    key: canonical.toLowerCase(),
    canonical,
    signals: [
      signalOf(
        "vessel-name",
        `Named as a ${found.groups?.kind?.toLowerCase() ?? "vessel"}: check whether a real vessel bears this name`,
      ),
    ],
  });
}

function namedFlight(text: string, found: RegExpExecArray): TextMatch | undefined {
  const { airline: alias = "", suffix, flight, number = "" } = found.groups ?? {};
  const airline = AIRLINES.find((candidate) =>
    candidate.aliases.some((name) => name.toUpperCase() === alias.toUpperCase()),
  );
  // "United 93" needs two digits and no aircraft type; "United Airlines 9" is clear enough.
  const bare = !suffix && !flight;
  if (!airline || (bare && (number.length < 2 || AIRCRAFT_TYPE.test(number)))) return undefined;
  if (!isFlightNumber(text, found)) return undefined;
  return flightMatch(text, found.index, found, airlineFields(airline, number));
}

function keywordFlight(text: string, found: RegExpExecArray): TextMatch | undefined {
  const { code, number = "" } = found.groups ?? {};
  if (!isFlightNumber(text, found)) return undefined;
  const airline = code ? AIRLINES.find((candidate) => candidate.code === code) : undefined;
  if (airline) return flightMatch(text, found.index, found, airlineFields(airline, number));
  const unknown = unknownAirlineBefore(text, found.index);
  if (unknown)
    return flightMatch(text, unknown.start, found, unknownAirlineFields(unknown.name, number));
  return flightMatch(text, found.index, found, {
    key: `flight ${number}`,
    canonical: `Flight ${number}`,
    signals: [
      signalOf(
        "flight-number",
        "A flight number without an airline: check it is not a real flight in the story's setting",
      ),
    ],
  });
}

function designatorFlight(text: string, found: RegExpExecArray): TextMatch | undefined {
  const { code = "", space, number = "" } = found.groups ?? {};
  const airline = AIRLINES.find((candidate) => candidate.code === code);
  if (!airline || (airline.ambiguousCode && space) || AIRCRAFT_TYPE.test(number)) return undefined;
  if (!isFlightNumber(text, found)) return undefined;
  return flightMatch(text, found.index, found, airlineFields(airline, number));
}

function isFlightNumber(text: string, found: RegExpExecArray): boolean {
  const end = found.index + found[0].length;
  if (NOT_A_FLIGHT_AFTER.test(text.slice(end, end + 14))) return false;
  // A lower-case "flight 2" is more often a count than a flight.
  return !/\bflight\b/.test(found[0]) || (found.groups?.number?.length ?? 0) >= 2;
}

/** The carrier named just before "Flight", trimmed to the words that belong to it. */
function unknownAirlineBefore(
  text: string,
  flightStart: number,
): { name: string; start: number } | undefined {
  const from = Math.max(0, flightStart - LOOK_BACK);
  const found = UNKNOWN_AIRLINE_BEFORE.exec(text.slice(from, flightStart));
  if (!found?.groups) return undefined;
  const words = matchesOf(/\S+/g, found.groups.name!);
  let first = isShouting(found[0]) ? words.length - 1 : 0;
  while (first < words.length - 1 && NOT_IN_NAME.test(words[first]![0])) first += 1;
  const kept = words.slice(first);
  return {
    name: [...kept.map((word) => word[0]), found.groups.suffix].join(" "),
    start: from + found.index + kept[0]!.index,
  };
}

function airlineFields(airline: Airline, number: string): FlightFields {
  const key = airline.code ? `${airline.code}${number}` : `${airline.name.toLowerCase()} ${number}`;
  return {
    key,
    canonical: `${airline.name} Flight ${number}`,
    ...airlineVerdict(airline, key, number),
  };
}

function airlineVerdict(airline: Airline, key: string, number: string): Verdict {
  if (airline.fictional) {
    const detail = `${airline.name} is ${airline.fictional}`;
    return {
      signals: [signalOf("fictional-airline", detail)],
      suggestedCode: "FX",
    };
  }
  const famous = Object.hasOwn(FAMOUS_FLIGHTS, key) ? FAMOUS_FLIGHTS[key] : undefined;
  if (famous) {
    const detail = `A real flight: ${airline.name} Flight ${number} ${famous}`;
    return { signals: [signalOf("famous-flight", detail)], suggestedCode: "INFO" };
  }
  const detail = `${airline.code} is the code of ${airline.name}: check whether it flies or flew Flight ${number}`;
  return { signals: [signalOf("real-airline-flight", detail)], suggestedCode: "RC" };
}

function unknownAirlineFields(name: string, number: string): FlightFields {
  const canonical = `${titleCase(name)} Flight ${number}`;
  return {
    key: canonical.toLowerCase(),
    canonical,
    signals: [
      signalOf(
        "airline-name",
        "An airline name not in our list: check whether a real carrier uses it",
      ),
    ],
  };
}

function flightMatch(
  text: string,
  start: number,
  found: RegExpExecArray,
  fields: FlightFields,
): TextMatch {
  return matchAt(text, start, found.index + found[0].length, { category: "transport", ...fields });
}

/** A ship's prefix and name; in capitals only the first word, as the rest may be action. */
function ship(text: string, found: RegExpExecArray): TextMatch | undefined {
  const { prefix = "", name = "" } = found.groups ?? {};
  const shouting = isShouting(name);
  const afterThe = /\bthe\s+$/i.test(text.slice(Math.max(0, found.index - 5), found.index));
  if (AMBIGUOUS_SHIP_PREFIXES.has(prefix) && (shouting || !afterThe)) return undefined;
  const written = shouting ? (name.split(/\s+/)[0] ?? "") : name;
  const canonical = `${prefix} ${titleCase(written)}`;
  const { meaning, weight } = (Object.hasOwn(SHIP_PREFIXES, prefix) && SHIP_PREFIXES[prefix]) || {
    meaning: prefix,
    weight: 0.2,
  };
  const end = found.index + found[0].length - (name.length - written.length);
  return matchAt(text, found.index, end, {
    category: "transport",
    key: canonical.toLowerCase(),
    canonical,
    // Each prefix weighs as its table says: a navy's ships are better known than a liner line's.
    signals: [
      signalOf("ship-name", `${meaning}: check whether a real vessel bears this name`, weight),
    ],
  });
}
