import { signalOf } from "./model";
import { riskOf, suggestedStatusOf } from "./score";

describe("riskOf", () => {
  it("starts from the category and moves with the signals, within 0–100", () => {
    const fictional = signalOf("fictional-phone", "In 555-0100–0199", -0.8);
    const real = signalOf("real-format-phone", "A real-format number", 0.6);
    expect(riskOf("phone", [fictional], 1)).toBeLessThan(riskOf("phone", [], 1));
    expect(riskOf("phone", [real], 1)).toBeGreaterThan(riskOf("phone", [], 1));
    expect(riskOf("phone", [real, real, real, real], 1)).toBe(100);
    expect(riskOf("other", [fictional, fictional], 1)).toBe(0);
  });

  it("rises a little with how often an item is seen", () => {
    expect(riskOf("brand", [], 8)).toBeGreaterThan(riskOf("brand", [], 1));
  });
});

describe("suggestedStatusOf", () => {
  it("prefers what a rule is sure of, else the category's usual outcome", () => {
    expect(suggestedStatusOf("phone", ["RC", "F555"])).toBe("F555");
    expect(suggestedStatusOf("work_title", [undefined, "PD", "CC"])).toBe("PD");
    expect(suggestedStatusOf("real_person", [])).toBe("PF");
    expect(suggestedStatusOf("address", [undefined])).toBe("RC");
  });
});
