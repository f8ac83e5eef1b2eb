import { buildScreenplay } from "@/lib/screenplay/build";

import { pagesOf, scriptViewModel } from "./view-model";

const play = {
  ...buildScreenplay("fountain", [
    { type: "scene_heading", segments: "INT. BOATHOUSE - NIGHT", sceneNumber: "4" },
    { type: "action", segments: "Oars drip." },
    { type: "character", segments: "MARA (V.O.)" },
    { type: "dialogue", segments: "Not again." },
  ]),
  titlePage: {
    title: "Low Water",
    author: "A. Writer",
    contact: "Tidewater Films\n12 Quay Lane",
  },
};

describe("scriptViewModel", () => {
  it("keeps every element on its page, with its index and the cue's extension", () => {
    const view = scriptViewModel(play);
    expect(view.pages).toHaveLength(1);
    expect(view.pages[0]!.elements.map((e) => [e.index, e.type, e.text])).toEqual([
      [0, "scene_heading", "INT. BOATHOUSE - NIGHT"],
      [1, "action", "Oars drip."],
      [2, "character", "MARA"],
      [3, "dialogue", "Not again."],
    ]);
    expect(view.pages[0]!.elements[2]).toMatchObject({ extension: "V.O." });
    expect(view.scenes).toEqual([
      { index: 1, number: "4", heading: "INT. BOATHOUSE - NIGHT", page: 1, element: 0 },
    ]);
  });

  it("reads the title page's own fields apart from its lines, which carry negative indexes", () => {
    const { titlePage } = scriptViewModel(play);
    expect(titlePage?.fields).toEqual([
      { label: "title", value: "Low Water" },
      { label: "author", value: "A. Writer" },
    ]);
    expect(titlePage?.lines.map(({ index, text }) => [index, text])).toEqual([
      [-1, "Tidewater Films"],
      [-2, "12 Quay Lane"],
    ]);
    expect(scriptViewModel({ ...play, titlePage: {} }).titlePage).toBeNull();
  });
});

describe("pagesOf", () => {
  it("keeps blank pages so the numbers stay the script's", () => {
    const element = (page: number, index: number) => ({
      type: "action" as const,
      text: `on ${page}`,
      page,
      sceneIndex: 0,
      index,
      styleRuns: [],
    });
    const pages = pagesOf({ pageCount: 3, elements: [element(1, 0), element(3, 1)] });
    expect(pages.map(({ page, elements }) => [page, elements.length])).toEqual([
      [1, 1],
      [2, 0],
      [3, 1],
    ]);
  });
});
