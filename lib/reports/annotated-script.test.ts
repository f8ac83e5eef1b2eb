import { extractText, getResolvedPDFJS } from "unpdf";

import { findTextOccurrences } from "@/lib/first-pass/find-text";
import { renderScreenplayPdf } from "@/lib/screenplay/fixtures/pdf-fixtures";
import { BAIT_SHOP } from "@/lib/screenplay/fixtures/pdf-scripts";
import { parseFountain } from "@/lib/screenplay/fountain";
import type { Screenplay } from "@/lib/screenplay/model";
import { parsePdf, PDF_OPTIONS, readTextRuns } from "@/lib/screenplay/pdf";

import { renderAnnotatedScript } from "./annotated-script";
import { BAIT_SHOP_ITEMS, inventedSnapshot } from "./fixture";
import type { ReportItem, ReportSnapshot } from "./snapshot";

type Entry = (typeof BAIT_SHOP_ITEMS)[number];

/** A published item for each entry, at every place the draft has its text. */
function snapshotOf(screenplay: Screenplay, entries: Entry[]): ReportSnapshot {
  const snapshot = inventedSnapshot(0);
  snapshot.items = entries.map(([category, text, code, finding], index): ReportItem => ({
    ...inventedSnapshot(1).items[0]!,
    id: `item-${index}`,
    category,
    text,
    code,
    finding,
    occurrences: findTextOccurrences(screenplay, category, [text]).map((place) => ({
      page: place.page,
      scene: place.sceneNumber ?? null,
      at: { elementIndex: place.elementIndex, start: place.start, end: place.end },
    })),
  }));
  return snapshot;
}

/** The colors of the translucent boxes drawn on a page, in the order they are drawn. */
type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

/** Reads `bytes` with pdf.js for `read`, then closes it. */
async function withPdfJs<T>(
  bytes: Uint8Array,
  read: (pdf: PdfDocument, pdfjs: PdfJs) => Promise<T>,
): Promise<T> {
  const pdfjs = await getResolvedPDFJS();
  const task = pdfjs.getDocument({ ...PDF_OPTIONS, data: new Uint8Array(bytes) });
  try {
    return await read(await task.promise, pdfjs);
  } finally {
    await task.destroy();
  }
}

/** The colors of the translucent boxes drawn on a page, in the order they are drawn. */
const translucentFills = (bytes: Uint8Array, pageNumber: number) =>
  withPdfJs(bytes, async (pdf, pdfjs) => {
    const { fnArray, argsArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
    const fills: string[] = [];
    // Whether the fill is see-through, per graphics state saved (q) and restored (Q).
    const translucent = [false];
    fnArray.forEach((fn, at) => {
      const args = argsArray[at] as unknown[];
      if (fn === pdfjs.OPS.save) translucent.push(translucent.at(-1)!);
      if (fn === pdfjs.OPS.restore) translucent.pop();
      if (fn === pdfjs.OPS.setGState)
        translucent[translucent.length - 1] = (args[0] as [string, unknown][]).some(
          ([key, value]) => key === "ca" && (value as number) < 1,
        );
      if (fn === pdfjs.OPS.setFillRGBColor && translucent.at(-1)) fills.push(String(args[0]));
    });
    return fills;
  });

/** The page (1-based) and height each link on a page goes to, top to bottom. */
const linksOn = (bytes: Uint8Array, pageNumber: number) =>
  withPdfJs(bytes, async (pdf) => {
    const annotations = (await (await pdf.getPage(pageNumber)).getAnnotations()) as {
      subtype: string;
      rect: number[];
      dest?: [{ num: number; gen: number }, unknown, unknown, number];
    }[];
    const links = annotations
      .filter((annotation) => annotation.subtype === "Link" && annotation.dest)
      .toSorted((a, b) => b.rect[1]! - a.rect[1]! || a.rect[0]! - b.rect[0]!);
    return Promise.all(
      links.map(async ({ dest }) => ({
        page: (await pdf.getPageIndex(dest![0])) + 1,
        top: Math.round(dest![3]),
      })),
    );
  });

/** What was drawn on a page in small type, top to bottom: the notes' numbers and the margin's codes. */
async function marksOn(bytes: Uint8Array, pageNumber: number) {
  const runs = (await readTextRuns(bytes))
    [pageNumber - 1]!.filter((run) => run.size < 7)
    .toSorted((a, b) => b.y - a.y || a.x - b.x);
  return {
    notes: runs.filter((run) => /^\d+$/.test(run.str)).map((run) => run.str),
    codes: runs.filter((run) => /^[A-Z0-9]+$/.test(run.str) && run.x > 540).map((run) => run.str),
  };
}

const pagesText = async (bytes: Uint8Array) =>
  (await extractText(new Uint8Array(bytes), { mergePages: false })).text;

describe("renderAnnotatedScript", () => {
  it("draws over an uploaded PDF's own pages, then the notes and the legend", async () => {
    const original = await renderScreenplayPdf(BAIT_SHOP);
    const screenplay = await parsePdf(original);
    const annotated = await renderAnnotatedScript(
      snapshotOf(screenplay, BAIT_SHOP_ITEMS),
      screenplay,
      original,
    );

    expect(annotated).toMatchObject({ scriptPages: 2, notes: 3, marked: 6, unplaced: 0 });
    const [first, second, notes, legend, ...more] = await pagesText(annotated.bytes);
    expect(more).toEqual([]);
    // The page's own text stays, with the notes' numbers and each line's codes beside it.
    expect(first).toContain("counts lures behind the counter");
    expect(first).toContain("NCS-000123 · Annotated script, report version 2");
    expect(await marksOn(annotated.bytes, 1)).toEqual({
      notes: ["1", "2", "3", "2"],
      codes: ["C", "CC", "NC", "CC"],
    });
    expect(second).toContain("Tobias waits under the lamp.");
    expect(await marksOn(annotated.bytes, 2)).toEqual({ notes: ["3", "1"], codes: ["NC", "C"] });
    // Numbered as the script reads, each with its finding.
    expect(notes).toMatch(
      /Notes[\s\S]*1[\s\S]*Odile Lindqvist[\s\S]*One Odile Lindqvist runs a bait shop nearby\.[\s\S]*2[\s\S]*Zephyrine Cola[\s\S]*3[\s\S]*Harrowgate Pier[\s\S]*No pier of that name/,
    );
    expect(legend).toMatch(/Legend[\s\S]*No conflict[\s\S]*Clear with caution[\s\S]*Conflict/);
    // The highlights, in each code's color, in reading order.
    expect(await translucentFills(annotated.bytes, 1)).toEqual([
      "#c92a2a",
      "#e67700",
      "#2b8a3e",
      "#e67700",
    ]);
    expect(await translucentFills(annotated.bytes, 2)).toEqual(["#2b8a3e", "#c92a2a"]);
    // Each highlight and its number link to the top of its note, on the notes' page.
    const links = await linksOn(annotated.bytes, 1);
    expect(links).toHaveLength(8);
    expect(new Set(links.map(({ page }) => page))).toEqual(new Set([3]));
    const noteTop = (note: number) => links[[0, 2, 4][note - 1]!]!.top;
    expect(noteTop(1)).toBeGreaterThan(noteTop(2));
    expect(noteTop(2)).toBeGreaterThan(noteTop(3));
  });

  it("sets a draft that was not a PDF as pages from its text, marked the same way", async () => {
    const screenplay = parseFountain(
      [
        "INT. BRIGHTWATER TACKLE & BAIT - DAY",
        "Odile Lindqvist counts lures. A poster for Zephyrine Cola.",
        "ODILE\nCall Tobias at Harrowgate Pier.",
        "===",
        "EXT. PIER - NIGHT",
        "Tobias waits. Odile Lindqvist arrives.",
      ].join("\n\n"),
    );
    const annotated = await renderAnnotatedScript(
      snapshotOf(screenplay, BAIT_SHOP_ITEMS),
      screenplay,
      null,
    );

    expect(annotated).toMatchObject({ scriptPages: 2, notes: 3, marked: 4, unplaced: 0 });
    const [first, second] = await pagesText(annotated.bytes);
    expect(first).toContain("Odile Lindqvist counts lures. A poster for Zephyrine Cola.");
    expect(await marksOn(annotated.bytes, 1)).toEqual({
      notes: ["1", "2", "3"],
      codes: ["C", "CC", "NC"],
    });
    expect(second).toContain("Tobias waits. Odile Lindqvist arrives.");
    expect(await marksOn(annotated.bytes, 2)).toEqual({ notes: ["1"], codes: ["C"] });
    expect(await translucentFills(annotated.bytes, 2)).toEqual(["#c92a2a"]);
  });
});
