import type { Screenplay } from "@/lib/screenplay/model";

import { groupCandidates, groupKey, settleOverlaps, snippetOf } from "./group";
import { type Candidate, signalOf } from "./model";

const candidate = (overrides: Partial<Candidate>): Candidate => ({
  category: "character_name",
  text: "Sarah",
  key: "|sarah",
  canonical: "Sarah",
  elementIndex: 0,
  start: 0,
  end: 5,
  signals: [],
  ...overrides,
});

const screenplay: Screenplay = {
  format: "fountain",
  titlePage: {},
  scenes: [],
  pageCount: 2,
  pageCountExact: false,
  elements: [
    {
      type: "action",
      text: "Sarah drinks at Joe's Diner.",
      page: 1,
      sceneIndex: 1,
      sceneNumber: "1",
      index: 0,
      styleRuns: [],
    },
    { type: "character", text: "SARAH", page: 2, sceneIndex: 2, index: 1, styleRuns: [] },
  ],
};

describe("settleOverlaps", () => {
  it("keeps the longer find, and at equal length the more specific category", () => {
    const diner = candidate({ category: "business", text: "Joe's Diner", start: 16, end: 27 });
    const joe = candidate({ text: "Joe", start: 16, end: 19 });
    const sarah = candidate({});
    const wikipedia = candidate({ category: "other", text: "Sarah" });
    expect(settleOverlaps([joe, diner, sarah, wikipedia])).toEqual([diner, sarah]);
    const street = candidate({ category: "location", text: "Sarah" });
    expect(settleOverlaps([sarah, street])).toEqual([street]);
    const guess = candidate({ category: "location", text: "Sarah Kowalski", end: 14, weak: true });
    expect(settleOverlaps([guess, sarah])).toEqual([sarah]);
  });

  it("at equal length prefers a find from our lists to a guess from a name's shape", () => {
    const person = candidate({ category: "real_person", text: "Wren Halloway", end: 13 });
    const character = candidate({
      category: "other",
      text: "Wren Halloway",
      end: 13,
      signals: [{ kind: "known-character", detail: "On the list", weight: 0.2 }],
    });
    expect(settleOverlaps([person, character])).toEqual([character]);
  });

  it("lets a quoted passage hold other finds", () => {
    const passage = candidate({
      category: "quoted_text",
      text: "Sarah drinks at Joe's Diner",
      start: 0,
      end: 27,
    });
    const name = candidate({});
    expect(settleOverlaps([passage, name])).toHaveLength(2);
  });

  it("takes a quote that is all one name for that name", () => {
    const quote = candidate({ category: "quoted_text", text: "Quillon Roofing.", end: 16 });
    const firm = candidate({ category: "business", text: "Quillon Roofing", end: 15 });
    expect(settleOverlaps([quote, firm])).toEqual([firm]);
  });
});

describe("groupCandidates", () => {
  it("makes one item per category and key, with occurrences, variants and deduplicated signals", () => {
    const signal = signalOf("speaking", "Speaking character: 1 speech");
    const [item] = groupCandidates(screenplay, [
      candidate({ signals: [signal] }),
      candidate({ elementIndex: 1, text: "SARAH", signals: [signal], suggestedCode: "NC" }),
      candidate({ signals: [signal] }),
    ]);
    expect(item).toMatchObject({
      id: "character_name:|sarah",
      canonical: "Sarah",
      variants: ["SARAH"],
      suggestedCode: "NC",
    });
    expect(item!.signals).toEqual([signal]);
    expect(item!.occurrences).toEqual([
      expect.objectContaining({
        page: 1,
        sceneIndex: 1,
        sceneNumber: "1",
        elementType: "action",
        snippet: "Sarah drinks at Joe's Diner.",
      }),
      expect.objectContaining({ page: 2, sceneIndex: 2, elementType: "character", text: "SARAH" }),
    ]);
  });

  it("makes one item of a name keyed with and without its article or hyphen, and no more", () => {
    const song = (key: string, suggestedCode: Candidate["suggestedCode"], elementIndex = 0) =>
      candidate({ category: "music", key, canonical: key, suggestedCode, elementIndex });
    const items = groupCandidates(screenplay, [
      song("star spangled banner", "PR"),
      song("the star-spangled banner", "PD", 1),
      song("star spangled", "PR"),
    ]);
    expect(items.map((item) => [item.occurrences.length, item.suggestedCode])).toEqual([
      [2, "PD"],
      [1, "PR"],
    ]);
    expect(groupKey("The  Urban-Chic Cafe")).toBe("urban chic cafe");
    expect(groupKey("7-eleven")).toBe("7-eleven");
    expect(groupKey("criminal courts bldg")).toBe(groupKey("Criminal Courts Building"));
    expect(groupKey("Quillon Savings & Loan")).toBe(groupKey("Quillon Savings and Loan"));
    expect(groupKey(" Blue\tMoon ")).toBe("blue moon");
    expect(groupKey("Main Ave.")).toBe("main avenue.");
    expect(groupKey("Theatre Royal")).toBe("theatre royal");
    // Words that name an object's own machinery are words like any other.
    expect(groupKey("The Constructor Bar")).toBe("constructor bar");
    expect(groupKey("the tostring & valueof")).toBe("tostring and valueof");
    expect(groupKey("kowalski|sarah")).toBe("kowalski|sarah");
  });
});

describe("snippetOf", () => {
  it("cuts long text at word boundaries around the find", () => {
    const text = `${"word ".repeat(40)}NEEDLE${" word".repeat(40)}`;
    const start = text.indexOf("NEEDLE");
    const snippet = snippetOf(text, start, start + 6);
    expect(snippet.startsWith("…word")).toBe(true);
    expect(snippet.endsWith("word…")).toBe(true);
    expect(snippet).toContain("NEEDLE");
    expect(snippet.length).toBeLessThanOrEqual(140);
  });
});
