import fc from "fast-check";
import { inflateSync, strToU8 } from "fflate";

import { isSceneHeadingText, MAX_PART_BYTES, parseDocx, roleOfStyleName } from "./docx";
import {
  docxPackage,
  HEIST_DOCX,
  HOSPITAL_DOCX,
  hugeMediaDocx,
  LIGHTHOUSE_DOCX,
  NO_DOCUMENT_DOCX,
  para,
  rawZip,
  run,
  spacesDeflate,
  wordDocument,
  zipBombDocx,
} from "./fixtures/docx-fixtures";
import { outcome } from "./fixtures/outcome";

// Bounded work is proven by counting: every byte the parser's inflater hands out is tallied.
const mockInflated = { bytes: 0 };
jest.mock("fflate", () => {
  const actual = jest.requireActual<typeof import("fflate")>("fflate");
  class CountingInflate extends actual.Inflate {
    constructor(...args: ConstructorParameters<typeof actual.Inflate>) {
      super(...args);
      const ondata = this.ondata;
      this.ondata = (chunk, final) => {
        mockInflated.bytes += chunk.length;
        ondata(chunk, final);
      };
    }
  }
  return { ...actual, Inflate: CountingInflate };
});

const typesAndTexts = (bytes: Uint8Array) =>
  parseDocx(bytes).elements.map((element) => [element.type, element.text]);

describe("parseDocx", () => {
  describe("a heist thriller in screenplay styles", () => {
    const play = parseDocx(HEIST_DOCX());

    it("classifies paragraphs by their style names, through basedOn", () => {
      expect(play.elements.map((element) => [element.type, element.text])).toEqual([
        ["scene_heading", "INT. HARTWELL BANK - VAULT - NIGHT"],
        ["action", "NOOR (30s) reads The Art of the Lock by torchlight. Quietly."],
        ["character", "IDRIS"],
        ["parenthetical", "(whispering)"],
        ["dialogue", "Forty seconds. Not forty-one."],
        ["action", "She checks the blueprint."],
        ["scene_heading", "EXT. HARTWELL BANK - ROOF - CONTINUOUS"],
        ["shot", "ANGLE ON THE SKYLIGHT"],
        ["action", "Wind."],
        ["action", "The alarm stays silent."],
        ["transition", "SMASH CUT TO:"],
      ]);
      expect(play.elements[2]!.extension).toBe("O.S.");
    });

    it("keeps run styles from character styles and direct formatting, honouring val=0 and none", () => {
      const [, reading, , , line, link] = play.elements;
      expect(reading!.styleRuns).toEqual([{ start: 17, end: 36, italic: true }]);
      expect(reading!.text.slice(17, 36)).toBe("The Art of the Lock");
      expect(line!.styleRuns).toEqual([{ start: 15, end: 18, bold: true }]);
      expect(link!.styleRuns).toEqual([{ start: 11, end: 24, underline: true }]);
    });

    it("reads the title page before the page break and leaves it out of the script", () => {
      expect(play.titlePage).toEqual({
        title: "THE VAULT AT MIDNIGHT",
        credit: "Written by",
        author: "Idris Bello & Noor Haddad",
        "draft date": "First Draft",
        contact: "idris@example.com",
      });
    });

    it("estimates pages and says so", () => {
      expect(play.pageCount).toBe(1);
      expect(play.pageCountExact).toBe(false);
      expect(play.scenes.map((scene) => scene.page)).toEqual([1, 1]);
    });
  });

  it("classifies an unstyled script by its indents, with typed scene numbers", () => {
    const play = parseDocx(HOSPITAL_DOCX());
    expect(play.elements.map((element) => [element.type, element.text])).toEqual([
      ["scene_heading", "INT. ST. AGNES HOSPITAL - CORRIDOR - NIGHT"],
      ["action", "Fluorescent lights buzz. DR. AMARA OKAFOR (40s) jogs past a gurney."],
      ["character", "AMARA"],
      ["parenthetical", "(into her phone)"],
      ["dialogue", "Page cardiology. Now, please."],
      ["character", "NURSE TOBIAS"],
      ["dialogue", "She's in bay three."],
      ["transition", "CUT TO:"],
      ["scene_heading", "Int. locker room - later"],
      ["action", "Amara sits on the bench, staring at her shoes."],
      ["character", "AMARA"],
      ["dialogue", "Twelve hours."],
      ["transition", "FADE OUT."],
    ]);
    expect(play.scenes.map((scene) => [scene.number, scene.heading])).toEqual([
      ["4", "INT. ST. AGNES HOSPITAL - CORRIDOR - NIGHT"],
      [undefined, "Int. locker room - later"],
    ]);
    expect(play.titlePage).toEqual({
      title: "NIGHT ROUNDS",
      credit: "by",
      author: "Priya Raman",
      contact: "Raman Films, Leeds",
    });
  });

  it("classifies a script typed with leading tabs and spaces", () => {
    const play = parseDocx(LIGHTHOUSE_DOCX());
    expect(play.elements.map((element) => [element.type, element.text])).toEqual([
      ["scene_heading", "EXT. LIGHTHOUSE - NIGHT"],
      ["action", "Waves batter the rocks. A lantern flickers in the tower window."],
      ["character", "OLD TOM"],
      ["parenthetical", "(muttering)"],
      ["dialogue", "She's lit it again."],
      ["character", "MAREN"],
      ["dialogue", "Nobody has climbed those stairs in forty years."],
      ["transition", "DISSOLVE TO:"],
      ["scene_heading", "INT. LIGHTHOUSE - STAIRWELL - CONTINUOUS"],
      ["action", "Maren climbs. Each step groans."],
      ["character", "MAREN"],
      ["dialogue", "Hello?"],
    ]);
    expect(play.titlePage).toEqual({
      title: "THE LANTERN KEEPER",
      credit: "by",
      author: "Wren Ashdown",
    });
  });

  it("takes no title page when the script starts at once", () => {
    const bytes = docxPackage({
      document: wordDocument([
        para("", run("FADE IN:")),
        para("", run("EXT. MOORS - DUSK")),
        para("", run("Heather bends in the wind.")),
      ]),
    });
    expect(typesAndTexts(bytes)).toEqual([
      ["transition", "FADE IN:"],
      ["scene_heading", "EXT. MOORS - DUSK"],
      ["action", "Heather bends in the wind."],
    ]);
    expect(parseDocx(bytes).titlePage).toEqual({});
  });

  it("knows screenplay style names however they are written", () => {
    expect(roleOfStyleName("Scene Heading")).toBe("scene_heading");
    expect(roleOfStyleName("Scene Heading 1")).toBe("scene_heading");
    expect(roleOfStyleName("SLUGLINE")).toBe("scene_heading");
    expect(roleOfStyleName("scene_heading")).toBe("scene_heading");
    expect(roleOfStyleName("Character Name")).toBe("character");
    expect(roleOfStyleName("Dialog")).toBe("dialogue");
    expect(roleOfStyleName("Parentheticals")).toBe("parenthetical");
    expect(roleOfStyleName("Screenplay - Transition")).toBe("transition");
    expect(roleOfStyleName("Heading 1")).toBeUndefined();
    expect(roleOfStyleName("Normal")).toBeUndefined();
    expect(roleOfStyleName("constructor")).toBeUndefined();
    expect(roleOfStyleName("To String")).toBeUndefined();
  });

  it("recognises typed scene headings", () => {
    for (const heading of [
      "INT. KITCHEN - DAY",
      "EXT PIER - NIGHT",
      "INT./EXT. CAR - MOVING",
      "I/E. TRUCK - DAY",
      "EST. CITY SKYLINE",
      "12 INT. KITCHEN - DAY 12",
      "Int. kitchen - day",
    ]) {
      expect([heading, isSceneHeadingText(heading)]).toEqual([heading, true]);
    }
    for (const line of ["Interior design matters.", "Ext then he runs.", "Estimates vary."]) {
      expect([line, isSceneHeadingText(line)]).toEqual([line, false]);
    }
  });

  describe("refuses damaged and hostile files", () => {
    beforeEach(() => (mockInflated.bytes = 0));

    it("a zip bomb that declares its size, before inflating anything", () => {
      expect(outcome(() => parseDocx(zipBombDocx()))).toBe("docxTooLarge");
      expect(mockInflated.bytes).toBe(0);
    });

    it("a zip bomb that lies about its size, stopping at the cap", () => {
      expect(outcome(() => parseDocx(zipBombDocx({ declaredSize: 2048 })))).toBe("docxTooLarge");
      // Past the cap by at most one step: 16 KB fed in, and deflate unpacks to ~1,032× at most
      // — far short of the bomb's 200 MB.
      expect(mockInflated.bytes).toBeGreaterThan(MAX_PART_BYTES);
      expect(mockInflated.bytes).toBeLessThanOrEqual(MAX_PART_BYTES + 1032 * 16 * 1024);
    });

    it("an archive whose media would unpack past the total cap", () => {
      expect(outcome(() => parseDocx(hugeMediaDocx()))).toBe("docxTooLarge");
    });

    it.each([
      ["a zip without word/document.xml", NO_DOCUMENT_DOCX(), "docxInvalid"],
      ["garbage bytes", strToU8("this is not a zip file at all"), "docxInvalid"],
      ["no bytes", new Uint8Array(0), "docxInvalid"],
      ["a truncated archive", HEIST_DOCX().subarray(0, 900), "docxInvalid"],
      [
        "corrupt deflate data",
        rawZip([
          {
            name: "word/document.xml",
            data: new Uint8Array([0xff, 0xff, 0xff, 0xff]),
            method: 8,
            declaredSize: 100,
          },
        ]),
        "docxInvalid",
      ],
      [
        "a document that is not XML",
        docxPackage({ document: "<w:document><w:body>" }),
        "docxInvalid",
      ],
      [
        "a document with another root",
        docxPackage({ document: `<html><body><p>Hi</p></body></html>` }),
        "docxInvalid",
      ],
      ["an empty document", docxPackage({ document: wordDocument([]) }), "noScript"],
    ])("%s", (_name, bytes, problem) => {
      expect(outcome(() => parseDocx(bytes))).toBe(problem);
    });

    it("builds its bomb from real deflate data", () => {
      const text = new TextDecoder().decode(inflateSync(spacesDeflate("<a>", 1000, "</a>")));
      expect(text).toBe(`<a>${" ".repeat(1000)}</a>`);
    });
  });

  describe("never fails with anything but a ScreenplayError", () => {
    it("on arbitrary bytes", () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
          expect(outcome(() => parseDocx(bytes))).not.toBe("ok");
        }),
        { numRuns: 150 },
      );
    });

    it("on arbitrary bytes behind a zip signature", () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
          const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes]);
          outcome(() => parseDocx(zip));
        }),
        { numRuns: 100 },
      );
    });

    it("on a valid file with bytes overwritten", () => {
      const original = HEIST_DOCX();
      const change = fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) });
      fc.assert(
        fc.property(fc.array(change, { minLength: 1, maxLength: 8 }), (changes) => {
          const bytes = original.slice();
          for (const { at, value } of changes) bytes[at % bytes.length] = value;
          outcome(() => parseDocx(bytes));
        }),
        { numRuns: 200 },
      );
    });
  });
});
