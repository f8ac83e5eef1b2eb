import { buildScreenplay } from "./build";
import { ScreenplayError } from "./errors";

describe("buildScreenplay", () => {
  it("normalises whitespace and keeps style runs on the right characters", () => {
    const play = buildScreenplay("fdx", [
      {
        type: "action",
        segments: [
          { text: "  She reads\n " },
          { text: "The  Great Gatsby", italic: true },
          { text: " \n by the fire.  " },
        ],
      },
    ]);
    const [element] = play.elements;
    expect(element!.text).toBe("She reads The Great Gatsby by the fire.");
    expect(element!.styleRuns).toEqual([{ start: 10, end: 26, italic: true }]);
    expect(element!.text.slice(10, 26)).toBe("The Great Gatsby");
  });

  it("splits cue extensions, drops (MORE) and numbers scenes", () => {
    const play = buildScreenplay("fountain", [
      { type: "action", segments: "Before anything." },
      { type: "scene_heading", segments: "INT. DINER - NIGHT", sceneNumber: "12" },
      { type: "character", segments: "SARAH (V.O.) (CONT'D)" },
      { type: "dialogue", segments: "Coffee." },
      { type: "dialogue", segments: "(MORE)" },
      { type: "scene_heading", segments: "EXT. STREET - DAY" },
    ]);
    expect(
      play.elements.map((element) => [
        element.type,
        element.text,
        element.sceneIndex,
        element.sceneNumber,
      ]),
    ).toEqual([
      ["action", "Before anything.", 0, undefined],
      ["scene_heading", "INT. DINER - NIGHT", 1, "12"],
      ["character", "SARAH", 1, "12"],
      ["dialogue", "Coffee.", 1, "12"],
      ["scene_heading", "EXT. STREET - DAY", 2, undefined],
    ]);
    expect(play.elements[2]!.extension).toBe("V.O.");
    expect(play.scenes).toEqual([
      { index: 1, number: "12", heading: "INT. DINER - NIGHT", page: 1 },
      { index: 2, heading: "EXT. STREET - DAY", page: 1 },
    ]);
    expect(play.elements.map((element) => element.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it("estimates pages at 55 lines when the format has none, and labels the count so", () => {
    const raw = Array.from({ length: 60 }, (_, i) => ({
      type: "action" as const,
      segments: `Line ${i} of action.`,
    }));
    const play = buildScreenplay("fountain", raw);
    // Each short action takes two lines (one blank before): 27 fit on a page.
    expect(play.elements[26]!.page).toBe(1);
    expect(play.elements[28]!.page).toBe(2);
    expect(play.pageCount).toBe(3);
    expect(play.pageCountExact).toBe(false);
  });

  it("uses exact pages when every element has one", () => {
    const play = buildScreenplay(
      "pdf",
      [
        { type: "action", segments: "One.", page: 1 },
        { type: "action", segments: "Two.", page: 3 },
      ],
      { exactPageCount: 4 },
    );
    expect(play.elements.map((element) => element.page)).toEqual([1, 3]);
    expect(play.pageCount).toBe(4);
    expect(play.pageCountExact).toBe(true);
  });

  it("refuses a file with no script text", () => {
    expect(() => buildScreenplay("text", [{ type: "action", segments: "  \n " }])).toThrow(
      ScreenplayError,
    );
  });
});
