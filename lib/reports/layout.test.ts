import { VERDICT_CODE_VALUES, VERDICT_CODES } from "@/config/verdict-codes";

import { inventedSnapshot } from "./fixture";
import { countsOf, coverFacts, pagesOf, scenesOf, sectionsOf } from "./layout";
import type { ReportItem } from "./snapshot";

const item = (occurrences: ReportItem["occurrences"]): ReportItem => ({
  ...inventedSnapshot(1).items[0]!,
  occurrences,
});

describe("VERDICT_CODES", () => {
  it("explains every verdict code once, in the legend's order", () => {
    expect(VERDICT_CODES.map(({ code }) => code)).toEqual(VERDICT_CODE_VALUES);
  });
});

describe("sectionsOf", () => {
  it("groups by category in the usual order and numbers items through the report", () => {
    const snapshot = inventedSnapshot(40);
    const sections = sectionsOf(snapshot);
    expect(sections[0]!.category).toBe("character_name");
    expect(sections.flatMap((section) => section.items.map((entry) => entry.number))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const section of sections) {
      expect(section.items.every((entry) => entry.category === section.category)).toBe(true);
    }
  });

  it("lists items in script order, those not in the script last", () => {
    const snapshot = inventedSnapshot(0);
    snapshot.items = [
      { ...item([]), id: "request", text: "Sign on the pier" },
      { ...item([{ page: 9, scene: null }]), id: "late", text: "Late" },
      { ...item([{ page: 2, scene: null }]), id: "early", text: "Early" },
    ];
    expect(sectionsOf(snapshot)[0]!.items.map((entry) => entry.id)).toEqual([
      "early",
      "late",
      "request",
    ]);
  });
});

describe("pagesOf and scenesOf", () => {
  it("collapse runs of pages and sort scene numbers as printed", () => {
    const entry = item([
      { page: 5, scene: "12A" },
      { page: 3, scene: "2" },
      { page: 4, scene: "12" },
      { page: 9, scene: "2" },
      { page: 3, scene: null },
    ]);
    expect(pagesOf(entry)).toBe("3–5, 9");
    expect(scenesOf(entry)).toBe("2, 12, 12A");
  });

  it("show a dash for an item that is not in the script", () => {
    expect(pagesOf(item([]))).toBe("—");
    expect(scenesOf(item([]))).toBe("—");
  });
});

describe("countsOf", () => {
  it("counts by code, by category, those needing action and those carried forward", () => {
    const snapshot = inventedSnapshot(30);
    const counts = countsOf(snapshot, sectionsOf(snapshot));
    expect(counts.total).toBe(30);
    expect(counts.byCode.reduce((sum, { count }) => sum + count, 0)).toBe(30);
    expect(counts.byCategory.reduce((sum, { total }) => sum + total, 0)).toBe(30);
    expect(counts.attention).toBe(
      snapshot.items.filter((entry) => ["C", "RC", "PR"].includes(entry.code)).length,
    );
    expect(counts.carriedForward).toBe(6);
  });
});

describe("coverFacts", () => {
  const { cover } = inventedSnapshot(1);
  const fact = (facts: [string, string][], label: string) =>
    facts.find(([name]) => name === label)?.[1];

  it("names the researcher and the reviewer, with the day of the sign-off", () => {
    const facts = coverFacts(cover);
    expect(fact(facts, "Researcher")).toBe("Dana Whitlock, Senior researcher");
    expect(fact(facts, "Reviewed by")).toBe(
      "Jordan Achebe, Clearance reviewer; signed off March 9, 2026",
    );
  });

  it("claims no review when there was none", () => {
    const facts = coverFacts({ ...cover, reviewer: null, reviewedAt: null });
    expect(fact(facts, "Reviewed by")).toBeUndefined();
  });
});
