import type { Screenplay, ScriptElement } from "@/lib/screenplay/model";

import { findTextOccurrences, manualItemKey } from "./find-text";

const element = (index: number, text: string, page = 1): ScriptElement => ({
  type: "action",
  text,
  page,
  sceneIndex: 1,
  index,
  styleRuns: [],
});

const screenplay: Screenplay = {
  format: "fountain",
  titlePage: { title: "Low Tide", contact: "Harbour Lane Films" },
  elements: [
    element(0, "Mara parks outside the Gull & Anchor."),
    element(1, "The GULL & ANCHOR sign flickers. Seagulls everywhere.", 2),
    element(2, "She walks to  the gull & anchor  again.", 3),
  ],
  scenes: [],
  pageCount: 3,
  pageCountExact: false,
};

describe("findTextOccurrences", () => {
  it("finds whole words in any case, with spaces of any length, in reading order", () => {
    const found = findTextOccurrences(screenplay, "business", ["Gull & Anchor"]);
    expect(found.map(({ page, text }) => [page, text])).toEqual([
      [1, "Gull & Anchor"],
      [2, "GULL & ANCHOR"],
      [3, "gull & anchor"],
    ]);
    expect(found[0]).toMatchObject({ elementIndex: 0, start: 23, end: 36 });
  });

  it("does not match inside a longer word", () => {
    expect(findTextOccurrences(screenplay, "other", ["sea"])).toHaveLength(0);
  });

  it("reads the title page's contact block, marking its occurrences", () => {
    const [found] = findTextOccurrences(screenplay, "business", ["Harbour Lane Films"]);
    expect(found).toMatchObject({ titlePage: true, text: "Harbour Lane Films" });
  });

  it("treats characters special to patterns as text", () => {
    expect(findTextOccurrences(screenplay, "other", ["(.*)"])).toEqual([]);
  });

  it("keys an item by category and its normalised text", () => {
    expect(manualItemKey("business", " The Gull & Anchor ")).toBe(
      manualItemKey("business", "gull and anchor"),
    );
  });
});
