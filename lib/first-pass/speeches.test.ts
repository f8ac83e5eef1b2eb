import type { ScriptElement, Screenplay } from "@/lib/screenplay/model";

import type { Candidate } from "./model";
import { joinSpeeches } from "./speeches";

function element(type: ScriptElement["type"], text: string, index: number): ScriptElement {
  return { type, text, page: 1, sceneIndex: 1, index, styleRuns: [] };
}

const screenplay: Screenplay = {
  format: "text",
  titlePage: {},
  elements: [
    element("character", "MARGO", 0),
    element("dialogue", "Meet me on the ninth floor of the Tolliver", 1),
    element("dialogue", "Building at noon.", 2),
    element("character", "RUSTY", 3),
    element("dialogue", "Fine.", 4),
  ],
  scenes: [],
  pageCount: 1,
  pageCountExact: false,
};

function candidate(elementIndex: number, start: number, end: number): Candidate {
  return {
    category: "location",
    text: "Tolliver Building",
    key: "tolliver building",
    canonical: "Tolliver Building",
    elementIndex,
    start,
    end,
    signals: [],
  };
}

describe("joinSpeeches", () => {
  it("reads a speech typed a line to an element as one, and puts a find back in its line", () => {
    const { screenplay: joined, inOwnLine } = joinSpeeches(screenplay, 1_000);
    expect(joined.elements.map((each) => each.text)).toEqual([
      "MARGO",
      "Meet me on the ninth floor of the Tolliver Building at noon.",
      "RUSTY",
      "Fine.",
    ]);
    const start = joined.elements[1]!.text.indexOf("Tolliver");
    expect(inOwnLine(candidate(1, start, start + "Tolliver Building".length))).toMatchObject({
      elementIndex: 1,
      start,
      end: "Meet me on the ninth floor of the Tolliver".length,
    });
    const noon = joined.elements[1]!.text.indexOf("noon");
    expect(inOwnLine(candidate(1, noon, noon + 4))).toMatchObject({
      elementIndex: 2,
      start: "Building at ".length,
    });
  });

  it("leaves a script of whole speeches as it is", () => {
    const whole = {
      ...screenplay,
      elements: screenplay.elements.filter((each) => each.index !== 2),
    };
    expect(joinSpeeches(whole, 1_000).screenplay).toBe(whole);
  });
});
