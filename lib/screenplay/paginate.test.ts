import { docxPackage, HEIST_STYLES, run, styled, wordDocument } from "./fixtures/docx-fixtures";
import { fdxDocument, paragraph } from "./fixtures/fdx-fixtures";
import { parseScreenplay } from "./index";
import type { ElementType } from "./model";
import { estimatePages, linesFor } from "./paginate";

describe("linesFor", () => {
  it("wraps words within the element's width, with the blank line before it", () => {
    expect(linesFor("action", "She waits.")).toBe(2);
    expect(linesFor("dialogue", "Forty seconds. Not forty-one.")).toBe(1);
    expect(linesFor("dialogue", "word ".repeat(14).trim())).toBe(2);
  });

  it("breaks a word wider than the line across lines, as it prints", () => {
    expect(linesFor("dialogue", "x".repeat(35))).toBe(1);
    expect(linesFor("dialogue", "x".repeat(36))).toBe(2);
    expect(linesFor("dialogue", "x".repeat(350))).toBe(10);
    expect(linesFor("dialogue", `Hello ${"x".repeat(40)} there`)).toBe(3);
    expect(linesFor("action", "x".repeat(600))).toBe(11);
  });

  it("counts a long unbroken element by its length, however its words are joined", () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    const spaced = estimatePages([{ type: "action", text: words.join(" ") }]);
    const joined = estimatePages([{ type: "action", text: words.join("") }]);
    expect(linesFor("action", words.join(""))).toBeGreaterThan(10);
    expect(joined.pageCount).toBe(spaced.pageCount);
  });
});

/** An original short script long enough to run several pages: eight scenes of a night shift. */
const NIGHT_SHIFT: { type: ElementType; text: string }[] = Array.from({ length: 8 }, (_, scene) => [
  { type: "scene_heading" as const, text: `INT. HARBOUR TIDE OFFICE - NIGHT ${scene + 1}` },
  {
    type: "action" as const,
    text:
      "Rain runs down the long window. Ines Varga checks the brass tide clock against her " +
      "watch, writes a number in the ledger, and crosses it out again before the kettle boils.",
  },
  ...Array.from({ length: 4 }, (_, turn) => [
    { type: "character" as const, text: turn % 2 ? "INES" : "PATRICK" },
    {
      type: "dialogue" as const,
      text:
        turn % 2
          ? "The clock is four minutes slow and the ledger says it has been slow since March."
          : "Then we write down what the water does and not what the clock tells us it does.",
    },
  ]).flat(),
]).flat();

const asFountain = (script: typeof NIGHT_SHIFT) =>
  script.map(({ type, text }) => (type === "dialogue" ? `${text}\n` : `\n${text}\n`)).join("");

/** Each element type as a Final Draft paragraph type and as a Word style of `HEIST_STYLES`. */
const STYLES: Partial<Record<ElementType, { fdx: string; docx: string }>> = {
  scene_heading: { fdx: "Scene Heading", docx: "SceneHeading" },
  action: { fdx: "Action", docx: "ActionStyle" },
  character: { fdx: "Character", docx: "CharacterStyle" },
  dialogue: { fdx: "Dialogue", docx: "DialogueStyle" },
};
const asFdx = (script: typeof NIGHT_SHIFT) =>
  fdxDocument(script.map(({ type, text }) => paragraph(STYLES[type]!.fdx, text)));
const asDocx = (script: typeof NIGHT_SHIFT) =>
  docxPackage({
    styles: HEIST_STYLES,
    document: wordDocument(script.map(({ type, text }) => styled(STYLES[type]!.docx, run(text)))),
  });

const encode = (text: string) => new TextEncoder().encode(text);
const FORMATS: [string, (script: typeof NIGHT_SHIFT) => Uint8Array][] = [
  ["night-shift.fountain", (script) => encode(asFountain(script))],
  ["night-shift.txt", (script) => encode(asFountain(script))],
  ["night-shift.fdx", (script) => encode(asFdx(script))],
  ["night-shift.docx", asDocx],
];

/** The script with every space replaced, and with a character put after every letter. */
const PADDINGS: [string, (text: string) => string][] = [
  ["spaces as Braille blanks (U+2800)", (text) => text.replaceAll(" ", "\u2800")],
  ["spaces as Hangul fillers (U+3164)", (text) => text.replaceAll(" ", "\u3164")],
  ["spaces as halfwidth Hangul fillers (U+FFA0)", (text) => text.replaceAll(" ", "\uFFA0")],
  ["spaces as Hangul choseong fillers (U+115F)", (text) => text.replaceAll(" ", "\u115F")],
  ["zero-width spaces after every letter", (text) => text.replace(/\p{L}/gu, "$&\u200B")],
  ["soft hyphens after every letter", (text) => text.replace(/\p{L}/gu, "$&\u00AD")],
];

describe("page estimates count the script as it prints", () => {
  describe.each(FORMATS)("%s", (fileName, encodeScript) => {
    let plainPages: number;
    beforeAll(async () => {
      const plain = await parseScreenplay(encodeScript(NIGHT_SHIFT), { fileName });
      plainPages = plain.pageCount;
      expect(plain.pageCountExact).toBe(false);
      expect(plainPages).toBeGreaterThanOrEqual(4);
    });

    it.each(PADDINGS)("%s", async (_padding, pad) => {
      const padded = NIGHT_SHIFT.map(({ type, text }) => ({ type, text: pad(text) }));
      const screenplay = await parseScreenplay(encodeScript(padded), { fileName });
      expect(screenplay.pageCount).toBe(plainPages);
      expect(screenplay.scenes).toHaveLength(8);
    });
  });
});
