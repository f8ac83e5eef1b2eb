import { CLEARANCE_CATEGORIES } from "@/config/submissions";

import { CATEGORY_FACTS } from "./categories";

describe("CATEGORY_FACTS", () => {
  it("ranks every category of the product once, so an overlap always has one winner", () => {
    const ranks = CLEARANCE_CATEGORIES.map(({ value }) => CATEGORY_FACTS[value].overlapRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks.map((_, rank) => rank));
  });

  it("starts every risk within the pre-score's range", () => {
    for (const { baseRisk } of Object.values(CATEGORY_FACTS)) {
      expect(baseRisk).toBeGreaterThanOrEqual(0);
      expect(baseRisk).toBeLessThanOrEqual(100);
    }
  });

  it("gives a listed name its own code only where it differs from the default", () => {
    for (const { defaultStatus, listedStatus } of Object.values(CATEGORY_FACTS))
      expect(listedStatus).not.toBe(defaultStatus);
  });
});
