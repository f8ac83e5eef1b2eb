import type { Screenplay } from "@/lib/screenplay/model";

import type { Analysis, ClearanceItem, Occurrence } from "./model";
import { analysisJson, describeAnalysis, formatPages, topSignals, unreadableFile } from "./report";

function occurrence(page: number, text: string): Occurrence {
  return {
    page,
    sceneIndex: 1,
    elementIndex: page,
    elementType: "action",
    text,
    start: 0,
    end: text.length,
    snippet: text,
  };
}

const KOWALSKI: ClearanceItem = {
  id: "character_name:sarah kowalski",
  category: "character_name",
  canonical: "Sarah Kowalski",
  variants: ["SARAH", "Det. Kowalski"],
  occurrences: [1, 2, 3, 3, 7].map((page) => occurrence(page, "SARAH")),
  signals: [
    { kind: "caps-intro", detail: "Introduced in capitals in action", weight: 0.2 },
    { kind: "census-first-name", detail: "Sarah is a very common first name", weight: -0.5 },
    { kind: "profession", detail: "Has a profession: detective", weight: 0.3 },
    { kind: "speaking", detail: "Speaks", weight: 0.1 },
  ],
  risk: 42,
  suggestedCode: "NC",
};
const PHONE: ClearanceItem = {
  id: "phone:5550142",
  category: "phone",
  canonical: "555-0142",
  variants: [],
  occurrences: [occurrence(2, "555-0142")],
  signals: [{ kind: "fictional-phone", detail: "In the fictional range", weight: -1 }],
  risk: 0,
  suggestedCode: "F555",
};
const ANALYSIS: Analysis = {
  items: [PHONE, KOWALSKI],
  counts: { character_name: 1, phone: 1 },
  durationMs: 12,
};
const SCREENPLAY: Screenplay = {
  format: "fountain",
  titlePage: {},
  elements: [],
  scenes: [],
  pageCount: 7,
  pageCountExact: false,
};

describe("formatPages", () => {
  it("sorts the pages, drops repeats and collapses runs into ranges", () => {
    expect(formatPages([12, 3, 1, 4, 5, 4])).toBe("1, 3–5, 12");
    expect(formatPages([2, 3])).toBe("2–3");
    expect(formatPages([9])).toBe("9");
    expect(formatPages([])).toBe("");
  });
});

describe("topSignals", () => {
  it("puts the heaviest signals first, whichever way they weigh", () => {
    expect(topSignals(KOWALSKI).map((signal) => signal.kind)).toEqual([
      "census-first-name",
      "profession",
      "caps-intro",
    ]);
  });
});

describe("describeAnalysis", () => {
  it("groups items under their category in the categories' order, with their evidence", () => {
    expect(describeAnalysis("seventy-seven.fountain", SCREENPLAY, ANALYSIS)).toEqual([
      "seventy-seven.fountain: fountain, 7 pages (estimated), 2 items in 12 ms",
      "",
      "Character name (1)",
      "  Sarah Kowalski — NC No conflict, risk 42, 5 occurrences, p. 1–3, 7",
      "      also written: SARAH, Det. Kowalski",
      "      -0.5 Sarah is a very common first name",
      "      +0.3 Has a profession: detective",
      "      +0.2 Introduced in capitals in action",
      "",
      "Telephone number (1)",
      "  555-0142 — F555 Fictional phone number, risk 0, 1 occurrence, p. 2",
      "      -1 In the fictional range",
    ]);
  });

  it("puts items only the title page holds in a section of their own, with their category", () => {
    const contact: ClearanceItem = {
      ...PHONE,
      canonical: "555-0199",
      occurrences: [{ ...occurrence(1, "555-0199"), elementIndex: -1, titlePage: true }],
    };
    const lines = describeAnalysis("x.fountain", SCREENPLAY, { ...ANALYSIS, items: [contact] });
    expect(lines.slice(1, 3)).toEqual(["", "Title page (1)"]);
    expect(lines[3]).toMatch(/^ {2}555-0199 \[phone\] — /);
  });
});

describe("analysisJson", () => {
  it("holds the file's figures and the items exactly as the analysis has them", () => {
    const json = analysisJson("x.fountain", SCREENPLAY, ANALYSIS);
    expect(json).toEqual({
      file: "x.fountain",
      format: "fountain",
      pageCount: 7,
      durationMs: 12,
      counts: { character_name: 1, phone: 1 },
      items: [PHONE, KOWALSKI],
    });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe("unreadableFile", () => {
  it("says in one sentence why the file could not be read", () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(unreadableFile("a.pdf", error("ENOENT"))).toBe(
      "Cannot read a.pdf: there is no such file.",
    );
    expect(unreadableFile("dir", error("EISDIR"))).toBe(
      "Cannot read dir: it is a folder, not a file.",
    );
    expect(unreadableFile("b.pdf", error("EACCES"))).toBe("Cannot read b.pdf: permission denied.");
  });
});
