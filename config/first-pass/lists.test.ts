import { readdirSync } from "node:fs";
import path from "node:path";

import type { GazetteerEntry } from "./entries";

/**
 * The curated lists stay consistent (docs/first-pass.md §5): each list is one category of the
 * gazetteer, which keeps the first entry for a name, so a name or alias written in a second entry
 * of the same list is silently ignored with its flags (ambiguous, needsContext, publicDomain).
 * The same name in lists of different categories is another thing (Parliament the cigarette).
 */

/** The form two names are compared in: case, accents and punctuation aside. */
const formOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const isEntryList = (value: unknown): value is readonly GazetteerEntry[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((entry) => typeof entry === "object" && entry !== null && "name" in entry);

/** Every exported list of gazetteer entries in this folder, by "file.EXPORT". */
async function entryLists(): Promise<Map<string, readonly GazetteerEntry[]>> {
  const lists = new Map<string, readonly GazetteerEntry[]>();
  const files = readdirSync(__dirname).filter(
    (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
  );
  for (const file of files) {
    const exports = (await import(path.join(__dirname, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isEntryList(value)) lists.set(`${file.replace(/\.ts$/, "")}.${name}`, value);
    }
  }
  return lists;
}

/** Forms written by more than one entry of `entries` (an entry may repeat its own forms). */
export function repeatedForms(entries: readonly GazetteerEntry[]): string[] {
  const owner = new Map<string, GazetteerEntry>();
  const repeated = new Set<string>();
  for (const entry of entries) {
    for (const form of new Set([entry.name, ...(entry.aliases ?? [])].map(formOf))) {
      const first = owner.get(form);
      if (first && first !== entry) repeated.add(form);
      else owner.set(form, entry);
    }
  }
  return [...repeated];
}

describe("repeatedForms", () => {
  it("catches a name or alias written by two entries, not an entry's own forms", () => {
    const once: GazetteerEntry = { name: "Gull Cola", aliases: ["Gull-Cola", "GULL COLA"] };
    const again: GazetteerEntry = { name: "Tern Soda", aliases: ["Gull Cola"], ambiguous: false };
    expect(repeatedForms([once, { name: "Tern Soda" }])).toEqual([]);
    expect(repeatedForms([once, { name: "Gull Cóla", ambiguous: false }])).toEqual(["gull cola"]);
    expect(repeatedForms([once, again])).toEqual(["gull cola"]);
  });
});

describe("the curated lists", () => {
  it("write each name once per list, so that no entry's flags are ignored", async () => {
    const lists = await entryLists();
    expect(lists.size).toBeGreaterThan(20);
    const repeated = [...lists].flatMap(([list, entries]) =>
      repeatedForms(entries).map((form) => `${list}: "${form}"`),
    );
    expect(repeated).toEqual([]);
  });
});
