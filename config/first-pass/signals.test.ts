import { SIGNAL_KINDS } from "./signals";

describe("SIGNAL_KINDS", () => {
  it("weighs every kind within the pre-score's range", () => {
    const outside = Object.entries(SIGNAL_KINDS).filter(
      ([, { weight }]) => weight < -1 || weight > 1,
    );
    expect(outside).toEqual([]);
  });

  it("explains every kind in a sentence of its own", () => {
    const meanings = Object.values(SIGNAL_KINDS).map(({ meaning }) => meaning);
    expect(meanings.filter((meaning) => !/^[A-Z].*\.$/.test(meaning))).toEqual([]);
    expect(new Set(meanings).size).toBe(meanings.length);
  });
});
