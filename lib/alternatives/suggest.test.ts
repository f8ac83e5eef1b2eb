import { BRANDS } from "@/config/first-pass/brands";
import { BUSINESSES } from "@/config/first-pass/businesses";
import type { GazetteerEntry } from "@/config/first-pass/entries";
import { PUBLIC_FIGURES } from "@/config/first-pass/public-figures";
import type { ClearanceCategory } from "@/config/submissions";
import { firstNameRank, surnameRank } from "@/lib/first-pass/data/names";
import { lookUpPlace } from "@/lib/first-pass/data/places";
import { isEnglishWord } from "@/lib/first-pass/data/words";
import { isFamousName } from "@/lib/first-pass/gazetteer";

import { KNOWN_LISTS } from "./listed";
import { syllablesOf } from "./model";
import { suggestAlternatives } from "./suggest";

// The first use builds the first pass's lists, slowly on a loaded machine.
jest.setTimeout(300_000);

const ID = "5a0c1e4e-7f1b-4f0e-9a52-2b8e61f0c001";
const suggest = (category: ClearanceCategory, canonical: string, id = ID) =>
  suggestAlternatives({ id, category, canonical }).suggestions;
const texts = (category: ClearanceCategory, canonical: string) =>
  suggest(category, canonical).map(({ text }) => text);

describe("a person's name", () => {
  it("keeps an invented woman's first name female, its ending and syllables, with a census surname of the same origin", () => {
    const suggestions = suggest("character_name", "Marina Brzowski");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const { text, checks } of suggestions) {
      const [first, last] = text.split(" ");
      expect(firstNameRank(first!)).toMatchObject({ sex: "female" });
      expect(first!.toLowerCase().endsWith("na")).toBe(true);
      expect(syllablesOf(first!)).toBe(syllablesOf("Marina"));
      expect(surnameRank(last!)).toBeLessThanOrEqual(15_000);
      expect(last).toMatch(/(?:sk[iy]|ck[iy]|wicz|vich|vic)$/i);
      expect(checks.join(" ")).toMatch(/1990 US census/);
    }
  });

  it("keeps a man's name male and a Spanish surname Spanish, never the name itself", () => {
    for (const text of texts("character_name", "Tomas Ibarrez")) {
      const [first, last] = text.split(" ");
      expect(firstNameRank(first!)).toMatchObject({ sex: "male" });
      expect(last).toMatch(/[aeiou]z$/i);
      expect(text).not.toBe("Tomas Ibarrez");
    }
  });

  it("keeps an honorific, an Irish O' and a cue's capitals", () => {
    const suggestions = texts("character_name", "MRS. O'DELLAHAN");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const text of suggestions) expect(text).toMatch(/^MRS\. O'[A-Z]{4,}$/);
  });

  it("suggests for a public figure a name that is not one", () => {
    const suggestions = texts("real_person", "Barack Obama");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const text of suggestions) expect(isFamousName(text)).toBe(false);
  });

  it("gives the same suggestions for the same item, and others for another item", () => {
    expect(texts("character_name", "Delia Quarrington")).toEqual(
      texts("character_name", "Delia Quarrington"),
    );
    const other = suggest("character_name", "Delia Quarrington", "another-item");
    expect(other.map(({ text }) => text)).not.toEqual(texts("character_name", "Delia Quarrington"));
  });
});

describe("a business or a brand", () => {
  it("keeps the kind of business and the possessive of an invented diner", () => {
    const suggestions = texts("business", "Zeb Harrowgate's Bakery");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const text of suggestions) expect(text).toMatch(/^\S+'s? Bakery$/);
  });

  it("names a shop after a family name that reads as nothing else, not a word nor a census O' name", () => {
    // This item's draw once gave "Crow's Coffee" and "Numbers' Coffee".
    const suggestions = suggest("business", "Peet's Coffee", "look").map(({ text }) => text);
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const text of suggestions) {
      const family = text.replace(/'.*$/, "");
      expect(isEnglishWord(family)).toBe(false);
      expect(family).not.toMatch(/^O[^aeiou]/);
    }
  });

  it("keeps a legal suffix and replaces ordinary words with ordinary words", () => {
    const suggestions = texts("business", "Silver Kettle Holdings Ltd");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const text of suggestions) {
      expect(text).toMatch(/^\S+ \S+ Holdings Ltd$/);
      expect(text).not.toMatch(/Silver|Kettle/);
    }
  });

  it("answers an invented brand word with invented words", () => {
    const suggestions = texts("brand", "Quorvexa");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const text of suggestions) expect(text).toMatch(/^[A-Z][a-z]+$/);
  });
});

describe("a place", () => {
  it("gives an invented town no real place bears, and a generic form of a real one", () => {
    const suggestions = texts("location", "Springfield");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    const [invented, ...rest] = suggestions;
    expect(lookUpPlace(invented!)).toBeUndefined();
    expect(rest.at(-1)).toMatch(/^a (?:small town|city)( in .+)?$/);
  });

  it("keeps the kind of an invented place and of a street", () => {
    for (const text of texts("location", "Brackenholt Falls")) expect(text).toMatch(/ Falls$|^a /);
    const lakes = texts("location", "Lake Quennowee");
    expect(lakes.length).toBeGreaterThanOrEqual(2);
    for (const text of lakes) expect(text).toMatch(/^Lake [A-Z][a-z]+$/);
    const addresses = texts("address", "4417 Quillimore Terrace");
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses[0]).toMatch(/^\d{4} \S+ Terrace$/);
    expect(addresses.at(-1)).toBe("an unnamed terrace");
  });

  it("gives telephone numbers in the range reserved for fiction, and reserved domains", () => {
    for (const text of texts("phone", "(212) 867-5309"))
      expect(text).toMatch(/^\(212\) 555-01\d\d$/);
    expect(texts("web", "joe@harbourlight.com")).toEqual([
      "joe@example.com",
      "joe@example.org",
      "joe@example.net",
    ]);
  });

  it("makes none for a quotation", () => {
    expect(suggestAlternatives({ id: ID, category: "quoted_text", canonical: "To be" })).toEqual({
      kind: null,
      suggestions: [],
    });
  });
});

/** 200 sample items: invented names, and names taken from our own lists. */
function sampleItems(): { category: ClearanceCategory; canonical: string }[] {
  const invented: [ClearanceCategory, string][] = [
    ["character_name", "Marnie Vostrikova"],
    ["character_name", "DETECTIVE HALBRECHT"],
    ["character_name", "Ines Carvajalez"],
    ["business", "Pemberly & Sons"],
    ["business", "Blue Heron Diner"],
    ["brand", "Zyntrova"],
    ["location", "Marrowdale"],
    ["address", "18 Quince Lane"],
  ];
  const listed = [
    ...PUBLIC_FIGURES.slice(0, 70).map(({ name }) => ["real_person", name] as const),
    ...BRANDS.slice(0, 60).map(({ name }) => ["brand", name] as const),
    ...BUSINESSES.slice(0, 62).map(({ name }) => ["business", name] as const),
  ];
  return [...invented, ...listed].map(([category, canonical]) => ({ category, canonical }));
}

/** The names and aliases of a list, lower case. */
const namesOf = (entries: readonly GazetteerEntry[]) =>
  entries.flatMap((entry) => [entry.name, ...(entry.aliases ?? [])]).map((n) => n.toLowerCase());

it("suggests for 200 sample items nothing on our lists of public figures, companies and brands", () => {
  const samples = sampleItems();
  expect(samples).toHaveLength(200);
  const people = new Set(namesOf(PUBLIC_FIGURES));
  const companiesAndBrands = new Set([...namesOf(BRANDS), ...namesOf(BUSINESSES)]);
  const everyList = new Set(KNOWN_LISTS.flatMap(({ entries }) => namesOf(entries)));
  const offered: string[] = [];
  const fewerThanTwo: string[] = [];
  samples.forEach((item, i) => {
    const suggestions = suggestAlternatives({ id: `sample-${i}`, ...item }).suggestions;
    if (suggestions.length < 2) fewerThanTwo.push(item.canonical);
    offered.push(...suggestions.map(({ text }) => text));
  });
  expect(fewerThanTwo).toEqual([]);
  expect(offered.length).toBeGreaterThanOrEqual(400);

  const listed = offered.filter((text) => {
    const lower = text.toLowerCase();
    // "Kelno Corp." is listed if Kelno is a brand: each word and each run of words counts.
    const words = lower.split(/\s+/);
    const runs = words.flatMap((_, i) =>
      words.slice(i).map((__, k) => words.slice(i, i + k + 1).join(" ")),
    );
    return (
      people.has(lower) ||
      isFamousName(text) ||
      everyList.has(lower) ||
      runs.some((run) => companiesAndBrands.has(run.replace(/'s?$/, "")))
    );
  });
  expect(listed).toEqual([]);
});
