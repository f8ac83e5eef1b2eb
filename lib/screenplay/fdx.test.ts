import fc from "fast-check";

import { parseFdx } from "./fdx";
import {
  BROKEN_FDX,
  fdxDocument,
  heading,
  kitchenFdx,
  ORBIT_FDX,
  paragraph,
  WESTERN_FDX,
} from "./fixtures/fdx-fixtures";
import { outcome } from "./fixtures/outcome";

describe("parseFdx", () => {
  describe("a western with a title page, dual dialogue and scene pages", () => {
    const play = parseFdx(WESTERN_FDX);

    it("reads every script paragraph in order with its type", () => {
      expect(play.elements.map((element) => [element.type, element.text])).toEqual([
        ["transition", "FADE IN:"],
        ["scene_heading", "EXT. DRY CREEK CROSSING - DAWN"],
        [
          "action",
          "Mist over the water. ROSA DELGADO (30s) hums Red River Lullaby as she fills a canteen.",
        ],
        ["character", "ROSA"],
        ["parenthetical", "(to the horse)"],
        ["dialogue", "Easy, Biscuit. Nobody's chasing us & nobody will."],
        ["character", "ROSA"],
        ["dialogue", "Not today."],
        ["action", "Hoofbeats. Close."],
        ["scene_heading", "INT. CANTINA - DAY"],
        ["action", "A wanted poster: DEAD or alive. The barkeep polishes a glass."],
        ["character", "SHERIFF BOONE"],
        ["dialogue", "Hands where I can see them."],
        ["character", "ROSA"],
        ["parenthetical", "(not moving)"],
        ["dialogue", "They’re on the bar."],
        ["scene_heading", "EXT. MAIN STREET - NOON"],
        ["shot", "CLOSE ON THE CLOCK TOWER"],
        ["transition", "CUT TO:"],
      ]);
    });

    it("marks the two speakers of dual dialogue left and right", () => {
      expect(
        play.elements
          .filter((element) => element.dual)
          .map((element) => [element.text, element.dual]),
      ).toEqual([
        ["SHERIFF BOONE", "left"],
        ["Hands where I can see them.", "left"],
        ["ROSA", "right"],
        ["(not moving)", "right"],
        ["They’re on the bar.", "right"],
      ]);
      expect(play.elements[11]!.extension).toBe("O.S.");
    });

    it("numbers scenes as the file does and starts them on their SceneProperties page", () => {
      expect(play.scenes).toEqual([
        { index: 1, number: "1", heading: "EXT. DRY CREEK CROSSING - DAWN", page: 1 },
        { index: 2, number: "2", heading: "INT. CANTINA - DAY", page: 2 },
        { index: 3, number: "2A", heading: "EXT. MAIN STREET - NOON", page: 3 },
      ]);
      expect(play.elements.map((element) => element.page)).toEqual([
        1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3,
      ]);
      expect(play.pageCount).toBe(3);
      expect(play.pageCountExact).toBe(false);
    });

    it("puts style runs on the right words and leaves hidden text out", () => {
      const song = play.elements[2]!;
      expect(song.styleRuns).toEqual([{ start: 45, end: 62, italic: true }]);
      expect(song.text.slice(45, 62)).toBe("Red River Lullaby");
      const poster = play.elements[10]!;
      expect(poster.styleRuns).toEqual([{ start: 17, end: 21, bold: true, underline: true }]);
      expect(poster.text.slice(17, 21)).toBe("DEAD");
      expect(poster.text).not.toContain("hidden");
    });

    it("reads the title page", () => {
      expect(play.titlePage).toEqual({
        title: "DUST ON THE SADDLE",
        credit: "Written by",
        author: "Mae Calloway",
        source: 'Based on the ballad "Rosa\'s Ride"',
        "draft date": "Second Draft, 3 March 2031",
        contact: "Calloway & Sons Pictures\nmae@example.com",
      });
    });

    it("skips headers, footers, notes, scene summaries, SmartType and tags", () => {
      const text = play.elements.map((element) => element.text).join("\n");
      expect(text).not.toMatch(/not script|NOBODY IN|Footer text|Summary text/);
    });
  });

  it("maps lyrics, act breaks, cast lists and unknown types, and estimates pages when a scene has none", () => {
    const play = parseFdx(ORBIT_FDX);
    expect(play.elements.map((element) => [element.type, element.text])).toEqual([
      ["general", "COMMANDER IFE ADEYEMI, PILOT JUN PARK"],
      ["general", "ACT ONE"],
      ["scene_heading", "INT. SURVEY SHIP KESTREL - BRIDGE - NIGHT"],
      ["action", "Stars wheel past the viewport. IFE reads a paperback copy of Solaris."],
      ["character", "IFE"],
      ["dialogue", "Jun, tell me that beacon is ours."],
      ["lyrics", "Fly me past the rings of home"],
      ["general", "Outline text counts as general"],
      ["scene_heading", "EXT. KESTREL HULL - CONTINUOUS"],
      ["action", "JUN drifts along the hull on a tether."],
      ["general", "END OF ACT ONE"],
    ]);
    expect(play.elements[6]!.styleRuns).toEqual([{ start: 0, end: 29, italic: true }]);
    expect(play.scenes.map((scene) => scene.number)).toEqual([undefined, undefined]);
    expect(play.elements.every((element) => element.page === 1)).toBe(true);
    expect(play.pageCount).toBe(1);
    expect(play.pageCountExact).toBe(false);
  });

  it("lets a long scene run onto the following pages, up to the next scene's page", () => {
    const roomy = parseFdx(kitchenFdx(6));
    const pages = roomy.elements.map((element) => element.page);
    expect(pages[0]).toBe(2);
    expect(pages[1]).toBe(2);
    expect(pages[40]).toBe(4);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(roomy.scenes.map((scene) => scene.page)).toEqual([2, 6]);
    expect(roomy.pageCount).toBe(6);

    const tight = parseFdx(kitchenFdx(3));
    expect(Math.max(...tight.elements.slice(0, 41).map((element) => element.page))).toBe(3);
    expect(tight.scenes.map((scene) => scene.page)).toEqual([2, 3]);
  });

  it("falls back to estimates when scene pages would shrink the script", () => {
    const scenes = (page?: number) =>
      fdxDocument(
        Array.from({ length: 6 }, (_, scene) => [
          heading(`INT. BISTRO KITCHEN - NIGHT ${scene + 1}`, page ? { page } : {}),
          ...Array.from({ length: 20 }, (_, i) =>
            paragraph("Action", `Pan ${i + 1} sizzles while CHEF ODILE barks orders over the fan.`),
          ),
        ]).flat(),
      );
    const estimated = parseFdx(scenes()).pageCount;
    expect(estimated).toBeGreaterThanOrEqual(4);
    // Every scene claiming page 1 made a six-scene script one page long.
    const claimed = parseFdx(scenes(1));
    expect(claimed.pageCount).toBe(estimated);
    expect(claimed.scenes.at(-1)!.page).toBeGreaterThan(1);
  });

  it("falls back to estimates when scene pages go backwards", () => {
    const play = parseFdx(
      fdxDocument([
        heading("INT. ATTIC - DAY", { page: 7 }),
        paragraph("Action", "Dust."),
        heading("INT. CELLAR - DAY", { page: 2 }),
        paragraph("Action", "Damp."),
      ]),
    );
    expect(play.scenes.map((scene) => scene.page)).toEqual([1, 1]);
  });

  it("reads paragraph types in any case and runs with no Style", () => {
    const play = parseFdx(
      fdxDocument([
        paragraph("SCENE HEADING", "EXT. PIER - NIGHT", `Number="7"`),
        paragraph("parenthetical", "(quietly)"),
        paragraph("TRANSITION", ["SMASH ", { text: "CUT", style: "" }, " TO:"]),
      ]),
    );
    expect(play.elements.map((element) => [element.type, element.text])).toEqual([
      ["scene_heading", "EXT. PIER - NIGHT"],
      ["parenthetical", "(quietly)"],
      ["transition", "SMASH CUT TO:"],
    ]);
    expect(play.scenes[0]!.number).toBe("7");
  });

  describe("refuses what is not a Final Draft script", () => {
    it.each([
      ["corrupt XML", BROKEN_FDX.corrupt, "fdxInvalid"],
      ["another root element", BROKEN_FDX.wrongRoot, "fdxInvalid"],
      ["no Content", BROKEN_FDX.noContent, "fdxInvalid"],
      ["empty content", BROKEN_FDX.emptyContent, "noScript"],
      ["an empty file", "", "fdxInvalid"],
      ["plain text", "FADE IN:\n\nINT. HOUSE - DAY", "fdxInvalid"],
    ])("%s", (_name, text, problem) => {
      expect(outcome(() => parseFdx(text))).toBe(problem);
    });

    it("refuses entity declarations without expanding them", () => {
      expect(outcome(() => parseFdx(BROKEN_FDX.entityExpansion))).toBe("fdxInvalid");
    });

    it("leaves undeclared entities as written", () => {
      expect(parseFdx(BROKEN_FDX.undeclaredEntity).elements[0]!.text).toBe("Fish &chips; tonight");
    });
  });

  describe("never fails with anything but a ScreenplayError", () => {
    it("on arbitrary text", () => {
      fc.assert(
        fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
          outcome(() => parseFdx(text));
        }),
        { numRuns: 150 },
      );
      fc.assert(
        fc.property(fc.string({ maxLength: 200 }), (text) => {
          outcome(() => parseFdx(`<FinalDraft><Content>${text}</Content></FinalDraft>`));
        }),
        { numRuns: 150 },
      );
    });

    it("on mutations of a valid file", () => {
      const pieces = fc.constantFrom(
        "<",
        ">",
        "&",
        "&#0;",
        "&#x110000;",
        "</Text>",
        '<Paragraph Type="Character">',
        "<DualDialogue>",
        "<![CDATA[x]]>",
        '"',
        "<!DOCTYPE x>",
        '<SceneProperties Page="-3"/>',
      );
      const mutation = fc.oneof(
        fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.nat(60) }),
        fc.record({
          kind: fc.constant("insert" as const),
          at: fc.nat(),
          text: fc.oneof(pieces, fc.string({ maxLength: 12 })),
        }),
        fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
      );
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 5 }), (mutations) => {
          let text = WESTERN_FDX;
          for (const change of mutations) {
            const at = change.at % (text.length + 1);
            if (change.kind === "delete") text = text.slice(0, at) + text.slice(at + change.length);
            if (change.kind === "insert") text = text.slice(0, at) + change.text + text.slice(at);
            if (change.kind === "truncate") text = text.slice(0, at);
          }
          const result = outcome(() => parseFdx(text));
          expect(["ok", "fdxInvalid", "noScript"]).toContain(result);
        }),
        { numRuns: 200 },
      );
    });
  });
});
