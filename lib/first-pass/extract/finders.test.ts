import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";

import { warmUpScreenplays } from "../warm-up";
import { characterWordsOf } from "./characters";
import { FINDERS } from "./finders";

const CATEGORIES = new Set<string>(CLEARANCE_CATEGORIES.map(({ value }) => value));

describe("FINDERS", () => {
  it("has every category of the product emitted by at least one registered finder", () => {
    const emitted = new Set(FINDERS.flatMap((finder) => finder.emits));
    expect(CLEARANCE_CATEGORIES.filter(({ value }) => !emitted.has(value))).toEqual([]);
  });

  it("declares for each finder only real categories, each once", () => {
    for (const finder of FINDERS) {
      expect(finder.emits.length).toBeGreaterThan(0);
      expect(finder.emits.filter((category) => !CATEGORIES.has(category))).toEqual([]);
      expect(new Set(finder.emits).size).toBe(finder.emits.length);
    }
  });

  it("names each finder once, reads the cast first and leaves the catch-all last", () => {
    const names = FINDERS.map((finder) => finder.name);
    expect(new Set(names).size).toBe(names.length);
    expect(FINDERS.filter((finder) => finder.reads === "cast")).toHaveLength(1);
    expect(FINDERS[0]?.reads).toBe("cast");
    expect(FINDERS.at(-1)?.name).toBe("proper names");
  });

  it("emits on invented screenplays only the categories each finder declares", () => {
    const undeclared: string[] = [];
    const seen = new Set<ClearanceCategory>();
    for (const screenplay of warmUpScreenplays()) {
      const cast = FINDERS.filter((finder) => finder.reads === "cast").flatMap((finder) =>
        finder.reads === "cast" ? finder.find(screenplay) : [],
      );
      const context = { characterWords: characterWordsOf(cast) };
      const prose = screenplay.elements.filter(
        (element) => element.type !== "character" && element.type !== "transition",
      );
      for (const finder of FINDERS) {
        const categories =
          finder.reads === "lines" || finder.reads === "title"
            ? prose.flatMap((element) =>
                finder.find(element.text, element, context).map((match) => match.category),
              )
            : finder.find(screenplay).map((candidate) => candidate.category);
        for (const category of categories) {
          seen.add(category);
          if (!finder.emits.includes(category)) undeclared.push(`${finder.name}: ${category}`);
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
    // The invented screenplays name things of many kinds, so the check above has teeth.
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });
});
