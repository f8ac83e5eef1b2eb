import { consultedLine, sourceLine, sourcesConsulted } from "./sources";

const searched = (source: string, checkedOn: string) => ({
  source,
  query: "Harrowgate",
  result: "No match",
  checkedOn,
});

describe("sourcesConsulted", () => {
  it("is empty when no item recorded a source", () => {
    expect(sourcesConsulted([{ sources: [] }, { sources: [] }])).toEqual([]);
  });

  it("counts each source once per item, with its first and last day, the most used first", () => {
    const summary = sourcesConsulted([
      { sources: [searched("WhitePages", "2026-11-03"), searched("whitepages ", "2026-11-04")] },
      { sources: [searched("Google search", "2026-11-05"), searched("WhitePages", "2026-11-01")] },
      { sources: [searched("Companies House", "2026-11-02")] },
    ]);
    expect(summary).toEqual([
      { source: "WhitePages", items: 2, first: "2026-11-01", last: "2026-11-04" },
      { source: "Companies House", items: 1, first: "2026-11-02", last: "2026-11-02" },
      { source: "Google search", items: 1, first: "2026-11-05", last: "2026-11-05" },
    ]);
    expect(summary.map(consultedLine)).toEqual([
      "WhitePages: 2 items, Nov 1, 2026 – Nov 4, 2026",
      "Companies House: 1 item, Nov 2, 2026",
      "Google search: 1 item, Nov 5, 2026",
    ]);
  });
});

describe("sourceLine", () => {
  it("says where, what, what it showed and when; leaves out what was not typed", () => {
    expect(sourceLine(searched("Companies House", "2026-11-02"))).toBe(
      "Companies House, “Harrowgate”: No match (Nov 2, 2026)",
    );
    expect(sourceLine({ ...searched("IMDb", "2026-11-02"), query: "", result: "" })).toBe(
      "IMDb (Nov 2, 2026)",
    );
  });
});
