import { pageGoalsTable } from "./page-goals";

describe("pageGoalsTable", () => {
  const table = pageGoalsTable([
    { page: "/", scriptBytes: 180_400, coldPaint: 640, warmPaint: 320.5 },
    { page: "/submission/[id]", scriptBytes: 251_000, coldPaint: 1200, warmPaint: 501 },
    { page: "/auth", scriptBytes: 250_000, coldPaint: 1000, warmPaint: 500 },
  ]);

  it("marks each figure against its goal, a figure at the goal meeting it", () => {
    expect(table[1]).toMatch(/^\/\s+180 kB\s+✓\s+640\.0 ms\s+✓\s+320\.5 ms\s+✓$/);
    expect(table[2]).toMatch(/^\/submission\/\[id\]\s+251 kB\s+✗\s+1\.20 s\s+✗\s+501\.0 ms\s+✗$/);
    expect(table[3]).toMatch(/^\/auth\s+250 kB\s+✓\s+1\.00 s\s+✓\s+500\.0 ms\s+✓$/);
  });

  it("heads the columns with the goals, aligned, and counts the pages that meet all three", () => {
    expect(table[0]).toMatch(
      /^page\s+first-load JS\s+≤ 250 kB\s+LCP cold\s+≤ 1\.00 s\s+LCP warm\s+≤ 500\.0 ms$/,
    );
    expect(
      new Set(
        table
          .slice(0, 4)
          .map((line) => line.indexOf("kB"))
          .slice(1),
      ).size,
    ).toBe(1);
    expect(table[4]).toBe("2 of 3 pages meet all three goals");
  });
});
