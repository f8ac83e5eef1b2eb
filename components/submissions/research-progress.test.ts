import { researchedLine, researchSummary } from "./research-progress";

describe("researchedLine", () => {
  it("counts the items researched out of all", () => {
    expect(researchedLine({ researched: 42, total: 96 })).toBe("42 of 96 items researched");
    expect(researchedLine({ researched: 0, total: 1 })).toBe("0 of 1 item researched");
  });

  it("says so while there are no items", () => {
    expect(researchedLine({ researched: 0, total: 0 })).toBe("No items listed yet");
  });
});

describe("researchSummary", () => {
  it("is one line for the list: items and due date", () => {
    expect(researchSummary({ researched: 42, total: 96 }, "2026-12-03")).toBe(
      "Researching · 42 of 96 items · due Dec 3, 2026",
    );
  });

  it("leaves out what is not known yet", () => {
    expect(researchSummary({ researched: 0, total: 0 }, null)).toBe("Researching");
  });
});
