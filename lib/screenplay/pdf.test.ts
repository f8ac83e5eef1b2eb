import fc from "fast-check";

import { outcomeOf } from "./fixtures/outcome";
import {
  renderPagelessPdf,
  renderScreenplayPdf,
  renderShapesOnlyPdf,
  type FixtureLayout,
} from "./fixtures/pdf-fixtures";
import { BRISKET, LAST_FERRY, longScript, ORBIT, ORBIT_TITLE } from "./fixtures/pdf-scripts";
import type { Screenplay } from "./model";
import { checkPdf, parsePdf } from "./pdf";

const FERRY_LAYOUT: Partial<FixtureLayout> = {
  sceneNumbers: "both",
  pageNumbers: "top-right",
  header: "Revised 4/30 – BLUE",
  continueds: true,
};

const rows = (play: Screenplay) =>
  play.elements.map((element) => [element.page, element.type, element.text]);

const shape = (play: Screenplay) =>
  play.elements.map((element) => [element.type, element.text, element.dual]);

const problemOf = (bytes: Uint8Array) => outcomeOf(() => parsePdf(bytes));

describe("parsePdf on a Letter script (Courier, scene numbers in both margins)", () => {
  let play: Screenplay;
  beforeAll(async () => {
    play = await parsePdf(await renderScreenplayPdf(LAST_FERRY, FERRY_LAYOUT));
  });

  it("reads every element with its type, text and physical page", () => {
    expect(rows(play)).toEqual([
      [1, "transition", "FADE IN:"],
      [1, "scene_heading", "EXT. FERRY LANDING - NIGHT"],
      [1, "action", "Fog rolls off the black water. A single lamp swings above the ticket booth."],
      [
        1,
        "action",
        "OTTILIE MARSH (60s), in a yellow slicker, hums Harbour Lights at Midnight as she counts coins into a biscuit tin.",
      ],
      [1, "shot", "ANGLE ON THE TIN"],
      [1, "action", "Three coins short. She counts them again."],
      [1, "character", "DECLAN"],
      [1, "dialogue", "You'll wear those coins thin, Ottilie."],
      [1, "character", "OTTILIE"],
      [1, "parenthetical", "(without looking up)"],
      [1, "dialogue", "Then they'll be lighter to carry."],
      [1, "scene_heading", "INT. TICKET BOOTH - CONTINUOUS"],
      [1, "action", "DECLAN REYES (30s), soaked to the knees, fills the doorway."],
      [1, "character", "DECLAN"],
      [
        1,
        "dialogue",
        "The last ferry never left the far shore. Nobody answers on the radio, nobody waits on the pier. And the lamp on the far pier is dark. Forty years, and it has never once been dark.",
      ],
      [2, "action", "Ottilie sets the tin down. The foghorn sounds once, then twice."],
      [2, "character", "OTTILIE"],
      [2, "dialogue", "Fetch the lantern."],
      [2, "transition", "CUT TO:"],
      [2, "scene_heading", "EXT. FERRY DECK - NIGHT"],
      [
        2,
        "action",
        "The old ferry rocks at its moorings. Its wheelhouse door bangs open and shut in the wind.",
      ],
      [2, "character", "OTTILIE"],
      [2, "dialogue", "My father said the water keeps what it is owed."],
      [3, "scene_heading", "INT. WHEELHOUSE - NIGHT"],
      [
        3,
        "action",
        "The lantern finds a logbook open on the wheel. The last entry is in fresh ink.",
      ],
      [3, "character", "DECLAN"],
      [3, "parenthetical", "(reading)"],
      [3, "dialogue", '"Departed 11:40. All souls aboard."'],
      [3, "action", "Ottilie closes the book."],
      [3, "transition", "FADE OUT."],
    ]);
    expect(play.format).toBe("pdf");
    expect(play.pageCount).toBe(3);
    expect(play.pageCountExact).toBe(true);
    expect(play.titlePage).toEqual({});
  });

  it("takes scene numbers from the margins, off the heading text", () => {
    expect(play.scenes).toEqual([
      { index: 1, number: "1", heading: "EXT. FERRY LANDING - NIGHT", page: 1 },
      { index: 2, number: "2", heading: "INT. TICKET BOOTH - CONTINUOUS", page: 1 },
      { index: 3, number: "2A", heading: "EXT. FERRY DECK - NIGHT", page: 2 },
      { index: 4, number: "3", heading: "INT. WHEELHOUSE - NIGHT", page: 3 },
    ]);
    const last = play.elements.at(-1)!;
    expect([last.sceneIndex, last.sceneNumber]).toEqual([4, "3"]);
  });

  it("splits cue extensions off the name", () => {
    const cues = play.elements.filter((element) => element.type === "character");
    expect(cues.map((cue) => [cue.text, cue.extension])).toEqual([
      ["DECLAN", "O.S."],
      ["OTTILIE", undefined],
      ["DECLAN", undefined],
      ["OTTILIE", undefined],
      ["OTTILIE", "V.O."],
      ["DECLAN", undefined],
    ]);
  });

  it("rejoins a speech that (MORE) and (CONT'D) carried over a page break", () => {
    const speech = play.elements.find((element) => element.text.startsWith("The last ferry"))!;
    expect(speech.text).toContain("pier. And the lamp");
    expect(play.elements[speech.index - 1]!.text).toBe("DECLAN");
    expect(play.elements[speech.index + 1]!.type).toBe("action");
  });

  it("removes page numbers, headers, (MORE), (CONT'D), CONTINUED and revision marks", () => {
    for (const element of play.elements) {
      expect(element.text).not.toMatch(/^\d+\.?$|Revised|BLUE|MORE|CONT'D|CONTINUED|\*/);
    }
  });

  it("keeps italic and bold runs on the words that carry them", () => {
    const hum = play.elements[3]!;
    expect(hum.styleRuns).toEqual([{ start: 47, end: 73, italic: true }]);
    expect(hum.text.slice(47, 73)).toBe("Harbour Lights at Midnight");
    const foghorn = play.elements.find((element) => element.text.includes("foghorn"))!;
    const [run] = foghorn.styleRuns;
    expect(run).toMatchObject({ bold: true });
    expect(foghorn.text.slice(run!.start, run!.end)).toBe("twice");
    const fadeIn = play.elements[0]!;
    expect(fadeIn.styleRuns).toEqual([]);
  });
});

describe("parsePdf calibrates each document's columns", () => {
  let letter: Screenplay;
  beforeAll(async () => {
    letter = await parsePdf(await renderScreenplayPdf(LAST_FERRY, FERRY_LAYOUT));
  });

  it.each<[string, Partial<FixtureLayout>]>([
    ["A4", { ...FERRY_LAYOUT, paper: "A4" }],
    ["A4 with margins 0.3 inch narrower", { ...FERRY_LAYOUT, paper: "A4", shift: -0.3 }],
    [
      "Letter with margins 0.4 inch wider, numbers at the foot",
      { sceneNumbers: "left", pageNumbers: "bottom-centre", shift: 0.4 },
    ],
    ["a proportional font (Times) as from Word", { font: "Times", paper: "A4", shift: 0.2 }],
  ])("classifies the same script the same on %s", async (_name, layout) => {
    const play = await parsePdf(await renderScreenplayPdf(LAST_FERRY, layout));
    expect(shape(play)).toEqual(shape(letter));
    expect(play.elements.map((element) => element.page)).toEqual(
      letter.elements.map((element) => element.page),
    );
    const numbered = layout.sceneNumbers === "both" || layout.sceneNumbers === "left";
    expect(play.scenes.map((scene) => scene.number)).toEqual(
      numbered ? ["1", "2", "2A", "3"] : [undefined, undefined, undefined, undefined],
    );
  });

  it("reads a one-page script typed in Times with no scene or page numbers", async () => {
    const play = await parsePdf(
      await renderScreenplayPdf(BRISKET, { font: "Times", shift: 0.2, pageNumbers: "none" }),
    );
    expect(rows(play)).toEqual([
      [1, "scene_heading", "EXT. DUSTY CREEK - MAIN STREET - NOON"],
      [
        1,
        "action",
        "Tumbleweeds. A church bell. Two smokers face each other across the street, iron barrels on wheels, chimneys puffing.",
      ],
      [1, "character", "MAE"],
      [1, "dialogue", "This town ain't big enough for two briskets."],
      [1, "character", "THE KANSAS KID"],
      [1, "parenthetical", "(spinning a meat thermometer)"],
      [1, "dialogue", "Then I reckon one of us goes home with a pulled pork sandwich."],
      [1, "shot", "CLOSE ON MAE'S EYES"],
      [1, "action", "Steely. Smoky. Slightly watering."],
      [1, "character", "MAE"],
      [1, "dialogue", "Draw."],
      [1, "transition", "CUT TO:"],
      [1, "scene_heading", "INT. SALOON - LATER"],
      [1, "action", "Two plates on the bar. The judges chew in silence."],
      [1, "transition", "FADE OUT."],
    ]);
    expect(play.scenes).toHaveLength(2);
    expect(play.pageCount).toBe(1);
  });
});

describe("parsePdf on an A4 script with a title page and dual dialogue", () => {
  let play: Screenplay;
  beforeAll(async () => {
    play = await parsePdf(
      await renderScreenplayPdf(ORBIT, {
        paper: "A4",
        shift: -0.25,
        sceneNumbers: "left",
        pageNumbers: "bottom-centre",
        titlePage: ORBIT_TITLE,
      }),
    );
  });

  it("reads the title page into fields and emits no elements for it", () => {
    expect(play.titlePage).toEqual({
      title: "ORBIT OF SMALL THINGS",
      credit: "Written by",
      author: "Priya Okonkwo-Lind",
      source: 'Based on the radio play "Tin Moon"',
      "draft date": "Second Draft - 12 March 2025",
      contact: "Priya Okonkwo-Lind\n14 Quarry Lane\nLeeds LS6 2AB\npriya@example.com",
    });
    expect(play.pageCount).toBe(3);
    expect(play.elements[0]).toMatchObject({ type: "scene_heading", page: 2 });
    expect(play.elements.some((element) => /ORBIT|Quarry|Draft/.test(element.text))).toBe(false);
  });

  it("reads side-by-side speeches as dual dialogue, left column first", () => {
    const dual = play.elements.filter((element) => element.dual);
    expect(dual.map((element) => [element.dual, element.type, element.text])).toEqual([
      ["left", "character", "BEA"],
      ["left", "dialogue", "Captain's privilege. Let go of it right now."],
      ["right", "character", "JONAH"],
      ["right", "parenthetical", "(not letting go)"],
      ["right", "dialogue", "Engineer's hunger. You let go."],
    ]);
    const after = play.elements[dual.at(-1)!.index + 1]!;
    expect([after.type, after.dual]).toEqual(["action", undefined]);
  });

  it("reads the rest of the script on the physical pages", () => {
    expect(rows(play).filter(([, type]) => type !== "action")).toEqual([
      [2, "scene_heading", "INT. SALVAGE TUG KESTREL - GALLEY - SHIP NIGHT"],
      [2, "character", "BEA"],
      [2, "dialogue", "Captain's privilege. Let go of it right now."],
      [2, "character", "JONAH"],
      [2, "parenthetical", "(not letting go)"],
      [2, "dialogue", "Engineer's hunger. You let go."],
      [2, "shot", "CLOSE ON THE AIR VENT"],
      [2, "character", "SHIP"],
      [2, "dialogue", "Thank you for your donation to the recycling programme."],
      [3, "scene_heading", "INT. KESTREL - BRIDGE - CONTINUOUS"],
      [3, "character", "BEA"],
      [3, "dialogue", "Ship, why is the moon apologising?"],
      [3, "character", "SHIP"],
      [3, "parenthetical", "(brightly)"],
      [3, "dialogue", "Because we are about to hit it."],
      [3, "transition", "SMASH CUT TO:"],
      [3, "scene_heading", "EXT. TIN MOON - SURFACE - DAY"],
    ]);
    expect(play.scenes.map((scene) => [scene.number, scene.page])).toEqual([
      ["12", 2],
      ["12A", 3],
      ["13", 3],
    ]);
  });
});

describe("parsePdf on a feature-length script", () => {
  // How fast is for `npm run bench`, which times the corpus's PDFs; here only what is read.
  it("reads 120 pages, every scene, without furniture", async () => {
    const scenes = 240;
    const bytes = await renderScreenplayPdf(longScript(scenes), {
      ...FERRY_LAYOUT,
      header: "Draft – The Long Tide",
    });
    const play = await parsePdf(bytes);

    expect(play.pageCount).toBe(120);
    expect(play.scenes.map((scene) => scene.number)).toEqual(
      Array.from({ length: scenes }, (_, i) => String(i + 1)),
    );
    const count = (type: string) => play.elements.filter((e) => e.type === type).length;
    // Two speeches a scene, one with a parenthetical; (CONT'D) cues add none.
    expect([count("character"), count("parenthetical"), count("dialogue")]).toEqual([
      2 * scenes,
      scenes,
      2 * scenes,
    ]);
    for (const element of play.elements) {
      expect(element.text).not.toMatch(/^\d+\.?$|Draft|MORE|CONT'D|CONTINUED/);
    }
  }, 120_000);

  it("reports progress page by page, ending at 1", async () => {
    const fractions: number[] = [];
    await parsePdf(await renderScreenplayPdf(LAST_FERRY, FERRY_LAYOUT), (fraction) =>
      fractions.push(fraction),
    );
    expect(fractions).toEqual([1 / 3, 2 / 3, 1]);
  });

  it("leaves the caller's bytes as they were", async () => {
    const bytes = await renderScreenplayPdf(BRISKET);
    const copy = bytes.slice();
    await parsePdf(bytes);
    expect(bytes).toEqual(copy);
  });

  it("reads a Node Buffer, as storage hands files back", async () => {
    const buffer = Buffer.from(await renderScreenplayPdf(BRISKET));
    const { pageCount } = await parsePdf(buffer);
    expect(pageCount).toBeGreaterThan(0);
    await expect(checkPdf(buffer)).resolves.toBe(pageCount);
  });
});

describe("parsePdf on bad input", () => {
  it("refuses a password-protected PDF", async () => {
    const bytes = await renderScreenplayPdf(BRISKET, { userPassword: "tumbleweed" });
    expect(await problemOf(bytes)).toBe("pdfEncrypted");
  });

  it("refuses a PDF whose pages have no text (a scan)", async () => {
    expect(await problemOf(await renderShapesOnlyPdf())).toBe("pdfImageOnly");
  });

  it("refuses a PDF with no pages", async () => {
    expect(await problemOf(await renderPagelessPdf())).toBe("pdfNoPages");
  });

  it("checks a PDF quickly with the same problems as a full parse, and counts its pages", async () => {
    const long = await renderScreenplayPdf(longScript(30));
    await expect(checkPdf(long)).resolves.toBe((await parsePdf(long)).pageCount);
    const problems = await Promise.all(
      [
        await renderScreenplayPdf(BRISKET, { userPassword: "tumbleweed" }),
        await renderShapesOnlyPdf(),
        await renderPagelessPdf(),
        new Uint8Array([1, 2, 3]),
      ].map((bytes) => outcomeOf(() => checkPdf(bytes))),
    );
    expect(problems).toEqual(["pdfEncrypted", "pdfImageOnly", "pdfNoPages", "pdfCorrupt"]);
  });

  it("refuses truncated, garbage and empty files as damaged", async () => {
    const bytes = await renderScreenplayPdf(BRISKET);
    expect(await problemOf(bytes.slice(0, 100))).toBe("pdfCorrupt");
    expect(await problemOf(bytes.slice(0, bytes.length / 2))).toBe("pdfCorrupt");
    expect(await problemOf(new TextEncoder().encode("%PDF-1.7\nnot really"))).toBe("pdfCorrupt");
    expect(await problemOf(new Uint8Array(0))).toBe("pdfCorrupt");
  });

  it("only ever resolves or throws ScreenplayError on arbitrary bytes", async () => {
    const header = new TextEncoder().encode("%PDF-1.4\n");
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 1024 }),
      fc.uint8Array({ maxLength: 1024 }).map((tail) => new Uint8Array([...header, ...tail])),
    );
    await fc.assert(
      fc.asyncProperty(bytes, async (input) => {
        // Anything but a screenplay or a ScreenplayError rejects, and fails the property.
        await outcomeOf(() => parsePdf(input));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("only ever resolves or throws ScreenplayError on a damaged valid PDF", async () => {
    const valid = await renderScreenplayPdf(BRISKET, { sceneNumbers: "both" });
    const mutation = fc.oneof(
      fc.record({ at: fc.nat(valid.length - 1), byte: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ at: fc.nat(valid.length - 1), cut: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ at: fc.nat(valid.length - 1), insert: fc.uint8Array({ maxLength: 64 }) }),
    );
    const damage = (bytes: Uint8Array, change: Change) => {
      const at = Math.min(change.at, bytes.length);
      if ("byte" in change)
        return new Uint8Array([...bytes.slice(0, at), change.byte, ...bytes.slice(at + 1)]);
      if ("cut" in change)
        return new Uint8Array([...bytes.slice(0, at), ...bytes.slice(at + change.cut)]);
      return new Uint8Array([...bytes.slice(0, at), ...change.insert, ...bytes.slice(at)]);
    };
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (changes) => {
        const damaged = changes.reduce<Uint8Array>((bytes, change) => damage(bytes, change), valid);
        await outcomeOf(() => parsePdf(damaged));
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});

type Change =
  { at: number; byte: number } | { at: number; cut: number } | { at: number; insert: Uint8Array };
