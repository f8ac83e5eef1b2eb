import { docxPackage, HEIST_STYLES, run, styled, wordDocument } from "./fixtures/docx-fixtures";
import {
  asFinalDraft,
  asWordDocument,
  INVOICE,
  SOLICITORS_LETTER,
} from "./fixtures/not-screenplays";
import { outcomeOf } from "./fixtures/outcome";
import { renderDocumentPdf, renderScreenplayPdf } from "./fixtures/pdf-fixtures";
import { checkScript, parseScreenplay } from "./index";

const encode = (text: string) => new TextEncoder().encode(text);

const NOT_SCREENPLAY =
  "This file does not look like a screenplay: we found no scene headings (such as “INT. KITCHEN - NIGHT”) and no characters’ names above their lines of dialogue. Upload the script itself, exported from your screenwriting app.";

describe("a file that reads but is not a screenplay", () => {
  it.each<[string, () => Promise<Uint8Array> | Uint8Array]>([
    ["letter.txt", () => encode(SOLICITORS_LETTER)],
    ["letter.fountain", () => encode(SOLICITORS_LETTER)],
    ["letter.pdf", () => renderDocumentPdf(SOLICITORS_LETTER)],
    [
      "letter-typed.pdf",
      () => renderDocumentPdf(SOLICITORS_LETTER, { font: "Courier", centred: 3 }),
    ],
    ["letter.docx", () => asWordDocument(SOLICITORS_LETTER)],
    ["letter.fdx", () => encode(asFinalDraft(SOLICITORS_LETTER))],
    ["invoice.txt", () => encode(INVOICE)],
    ["invoice.pdf", () => renderDocumentPdf(INVOICE, { centred: 1 })],
    ["invoice.docx", () => asWordDocument(INVOICE)],
  ])("is refused with a sentence that says what a screenplay is: %s", async (fileName, make) => {
    const bytes = await make();
    await expect(parseScreenplay(bytes, { fileName })).rejects.toThrow(NOT_SCREENPLAY);
    // At upload too, while the uploader waits (a short PDF is read in full).
    await expect(checkScript(bytes, fileName)).rejects.toThrow(NOT_SCREENPLAY);
  });

  it("is refused by the background read when it is a PDF too long to read at upload", async () => {
    const bytes = await renderDocumentPdf(SOLICITORS_LETTER, { copies: 12 });
    await expect(checkScript(bytes, "letters.pdf")).resolves.toBe("pdf");
    await expect(parseScreenplay(bytes, { fileName: "letters.pdf" })).rejects.toThrow(
      NOT_SCREENPLAY,
    );
  });
});

describe("a very short screenplay", () => {
  const ONE_SCENE = "INT. SIGNAL BOX - NIGHT\n\nA lamp swings. Nobody comes.\n";

  it.each<[string, () => Promise<Uint8Array> | Uint8Array]>([
    ["one-scene.fountain", () => encode(ONE_SCENE)],
    ["one-scene.txt", () => encode(ONE_SCENE)],
    [
      "one-scene.pdf",
      () =>
        renderScreenplayPdf([
          { type: "scene_heading", text: "INT. SIGNAL BOX - NIGHT" },
          { type: "action", text: "A lamp swings. Nobody comes." },
        ]),
    ],
    [
      "one-scene.docx",
      () =>
        docxPackage({
          styles: HEIST_STYLES,
          document: wordDocument([
            styled("SceneHeading", run("INT. SIGNAL BOX - NIGHT")),
            styled("ActionStyle", run("A lamp swings. Nobody comes.")),
          ]),
        }),
    ],
    // Sketches and commercials may have no scene heading; their characters talk.
    ["sketch.fountain", () => encode("MAUD\nTea?\n\nGERALD\nPlease.\n\nMAUD\nThere is none.\n")],
  ])("is read: %s", async (fileName, make) => {
    const bytes = await make();
    expect(await outcomeOf(() => checkScript(bytes, fileName))).toBe("ok");
    expect(await outcomeOf(() => parseScreenplay(bytes, { fileName }))).toBe("ok");
  });
});
