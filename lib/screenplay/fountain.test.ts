import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";

import { ScreenplayError } from "./errors";
import { parseFountain } from "./fountain";

const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name), "utf8");

describe("parseFountain", () => {
  const play = parseFountain(fixture("night-shift.fountain"));

  it("reads the title page", () => {
    expect(play.titlePage).toEqual({
      title: "NIGHT SHIFT",
      credit: "Written by",
      author: "Mara Quill",
      "draft date": "3 March 2026",
      contact: "Quill Pictures\nmara@example.com",
    });
  });

  it("reads every element, skipping notes, boneyard, sections and synopses", () => {
    expect(play.elements.map((element) => [element.type, element.text])).toEqual([
      ["scene_heading", "INT. HARBOR VIEW DINER - NIGHT"],
      [
        "action",
        "Rain hammers the windows. DELIA PRICE (40s, waitress, tired eyes) wipes the counter under a neon sign: OPEN ALL NIGHT.",
      ],
      ["character", "DELIA"],
      ["parenthetical", "(to no one)"],
      ["dialogue", "Another quiet one."],
      ["action", "The door bangs open. OFFICER TOM REYES (30s) shakes off the rain."],
      ["character", "REYES"],
      ["dialogue", "Coffee. Black. And whatever's left of the pie."],
      ["action", "Delia slides a plate across. They speak at once."],
      ["character", "DELIA"],
      ["dialogue", "Cherry or nothing."],
      ["character", "REYES"],
      ["dialogue", "Nothing, then."],
      ["action", "SHE LAUGHS."],
      ["transition", "CUT TO:"],
      ["scene_heading", "SILHOUETTE ON THE PIER"],
      ["lyrics", "Row, row, row your boat"],
      ["scene_heading", "EXT. HARBOR ROAD - CONTINUOUS"],
      ["action", "Reyes walks to his cruiser, humming Blue Moon."],
      ["general", "THE END"],
    ]);
  });

  it("skips a run of synopses, each a line of its own, and keeps page breaks", () => {
    const script = parseFountain(
      [
        "INT. FARM - DAY",
        "",
        "= Meet Walter and his son.",
        "= See Walter's scar.",
        "Walter digs.",
        "",
        "===",
        "",
        "EXT. FIELD - DAY",
      ].join("\n"),
    );
    expect(script.elements.map((element) => [element.type, element.text])).toEqual([
      ["scene_heading", "INT. FARM - DAY"],
      ["action", "Walter digs."],
      ["scene_heading", "EXT. FIELD - DAY"],
    ]);
    expect(script.elements.at(-1)?.page).toBe(2);
  });

  it("keeps scene numbers, dual dialogue and emphasis", () => {
    expect(play.scenes.map((scene) => [scene.index, scene.number, scene.heading])).toEqual([
      [1, "1", "INT. HARBOR VIEW DINER - NIGHT"],
      [2, undefined, "SILHOUETTE ON THE PIER"],
      [3, "2A", "EXT. HARBOR ROAD - CONTINUOUS"],
    ]);
    const dual = play.elements.filter((element) => element.dual);
    expect(dual.map((element) => [element.dual, element.text])).toEqual([
      ["left", "DELIA"],
      ["left", "Cherry or nothing."],
      ["right", "REYES"],
      ["right", "Nothing, then."],
    ]);
    const hum = play.elements.find((element) => element.text.startsWith("Reyes walks"))!;
    const start = hum.text.indexOf("Blue Moon");
    expect(hum.styleRuns).toEqual([{ start, end: start + "Blue Moon".length, underline: true }]);
  });

  it("starts a new page at a forced page break and labels the count estimated", () => {
    const road = play.elements.find((element) => element.text === "EXT. HARBOR ROAD - CONTINUOUS")!;
    expect(road.page).toBe(2);
    expect(play.pageCount).toBe(2);
    expect(play.pageCountExact).toBe(false);
  });

  it("reads a plain-text screenplay with indented cues and dialogue", () => {
    const text = parseFountain(fixture("paper-trail.txt"), "text");
    expect(text.format).toBe("text");
    expect(text.elements.map((element) => [element.type, element.text])).toEqual([
      ["action", "FADE IN:"],
      ["scene_heading", "INT. COUNTY RECORDS OFFICE - DAY"],
      ["action", "Fluorescent hum. Boxes everywhere. JUNE OKAFOR (50s) flips through a ledger."],
      ["character", "JUNE"],
      ["dialogue", "Nobody files anything on time."],
      ["character", "KENJI"],
      ["dialogue", "Except me."],
      ["action", "KENJI WATANABE (20s) leans in the doorway, holding two coffees."],
      ["transition", "CUT TO:"],
      ["scene_heading", "EXT. PARKING LOT - DUSK"],
      ["action", "They sit on the hood of a rusted sedan."],
    ]);
    expect(text.elements[5]!.extension).toBe("O.S.");
  });

  it("reads a speech that opens with sung lines as lyrics", () => {
    const { elements } = parseFountain("INT. BAR - NIGHT\n\nMARY\n~Happy days are here\n~again\n");
    expect(elements.map(({ type, text }) => [type, text])).toEqual([
      ["scene_heading", "INT. BAR - NIGHT"],
      ["character", "MARY"],
      ["lyrics", "Happy days are here again"],
    ]);
  });

  it("throws nothing but a ScreenplayError, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (input) => {
        try {
          parseFountain(input);
        } catch (error) {
          expect(error).toBeInstanceOf(ScreenplayError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
