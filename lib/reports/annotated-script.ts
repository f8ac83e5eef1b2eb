/**
 * The annotated script of a report version (product.md §13, "Annotated script"): the script itself
 * with every published item highlighted where it stands, in its code's color, its note number
 * after it and its code in the margin beside the line; then the notes (each item's finding) and
 * the legend. An uploaded PDF is drawn on as it is (pdf-lib), so the production reads its own
 * pages; any other draft is first set as pages from its text. Either way pdf.js reads back where
 * the page prints each text, and annotation-layout.ts plans the marks.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type PDFRef } from "pdf-lib";
import { getResolvedPDFJS } from "unpdf";

import { titlePageElements } from "@/lib/first-pass/analyze";
import type { VerdictCode } from "@/lib/first-pass/model";
import { drawable } from "@/lib/pdf/standard-text";
import type { Screenplay } from "@/lib/screenplay/model";
import { PDF_OPTIONS, readTextRuns } from "@/lib/screenplay/pdf";

import {
  annotatedStamp,
  noteOfAnchor,
  renderScriptNotes,
  renderScriptPages,
} from "./annotated-pages";
import { markTargets, planPage, scriptNotes, type Box, type PagePlan } from "./annotation-layout";
import { codeOf } from "./layout";
import type { ReportSnapshot } from "./snapshot";

/** How strongly a highlight tints the text under it: the words stay readable through it. */
const HIGHLIGHT_OPACITY = 0.3;
const LABEL_SIZE = 6.5;
const NOTE_SIZE = 6.5;
const STAMP_SIZE = 6.5;
/** From the page's right edge to the margin's codes, and between two codes. */
const MARGIN = 8;
const LABEL_GAP = 2;

const colorOf = (code: VerdictCode) => {
  const hex = codeOf(code).color;
  const part = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;
  return rgb(part(1), part(3), part(5));
};

type Fonts = { regular: PDFFont; bold: PDFFont };

function drawPlan(page: PDFPage, plan: PagePlan, fonts: Fonts, stamp: string) {
  const box = page.getCropBox();
  for (const light of plan.highlights)
    page.drawRectangle({ ...light, color: colorOf(light.code), opacity: HIGHLIGHT_OPACITY });
  for (const mark of plan.marks)
    page.drawText(String(mark.note), {
      x: mark.x + 0.5,
      y: mark.y,
      size: NOTE_SIZE,
      font: fonts.bold,
      color: colorOf(mark.code),
    });
  for (const label of plan.labels) {
    let right = box.x + box.width - MARGIN;
    for (const code of label.codes.toReversed()) {
      const width = fonts.bold.widthOfTextAtSize(code, LABEL_SIZE) + 3;
      right -= width;
      page.drawRectangle({
        x: right,
        y: label.y - 1.5,
        width,
        height: LABEL_SIZE + 2.5,
        color: colorOf(code),
      });
      page.drawText(code, {
        x: right + 1.5,
        y: label.y,
        size: LABEL_SIZE,
        font: fonts.bold,
        color: rgb(1, 1, 1),
      });
      right -= LABEL_GAP;
    }
  }
  page.drawText(drawable(stamp, fonts.regular), {
    x: box.x + 18,
    y: box.y + box.height - 14,
    size: STAMP_SIZE,
    font: fonts.regular,
    color: rgb(0.37, 0.42, 0.46),
  });
}

/** Where a note of the appendix starts: its page's index in the appendix and its top. */
type NotePlace = { pageIndex: number; top: number };

/** The notes' places in the rendered appendix, from the named destinations it carries. */
async function notePlaces(appendix: Uint8Array): Promise<Map<number, NotePlace>> {
  const pdfjs = await getResolvedPDFJS();
  const task = pdfjs.getDocument({ ...PDF_OPTIONS, data: new Uint8Array(appendix) });
  try {
    const pdf = await task.promise;
    const places = new Map<number, NotePlace>();
    for (const [name, destination] of Object.entries(await pdf.getDestinations())) {
      const note = noteOfAnchor(name);
      // [page, /XYZ, left, top, zoom]
      const [page, , , top] = destination as [
        { num: number; gen: number },
        unknown,
        number,
        number,
      ];
      if (note !== undefined)
        places.set(note, { pageIndex: await pdf.getPageIndex(page), top: Number(top) || 0 });
    }
    return places;
  } finally {
    await task.destroy();
  }
}

/** A link from `box` on `page` to the top of a note, on the page `target` of the same document. */
function linkToNote(document: PDFDocument, page: PDFPage, box: Box, target: PDFRef, top: number) {
  const link = document.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
    Border: [0, 0, 0],
    Dest: [target, "XYZ", null, top, null],
  });
  page.node.addAnnot(document.context.register(link));
}

/** An uploaded PDF pdf-lib can open and pdf.js can read, or null to set the draft from text. */
async function openOriginal(bytes: Uint8Array | null) {
  if (!bytes) return null;
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    return { document, runs: await readTextRuns(bytes) };
  } catch {
    // Encrypted for editing, or damaged past what pdf-lib takes: the text still makes a script.
    return null;
  }
}

export type AnnotatedScript = {
  bytes: Uint8Array;
  /** Pages of the script, before the notes and the legend. */
  scriptPages: number;
  notes: number;
  /** Places of published items marked, and those the page's text did not show. */
  marked: number;
  unplaced: number;
};

/**
 * Renders the annotated script of `snapshot` over its draft: `original` is the uploaded PDF's
 * bytes, null for a draft in another format (or one no longer stored).
 */
export async function renderAnnotatedScript(
  snapshot: ReportSnapshot,
  screenplay: Screenplay,
  original: Uint8Array | null,
): Promise<AnnotatedScript> {
  const titlePage = titlePageElements(screenplay);
  const notes = scriptNotes(snapshot.items);
  const targets = markTargets(notes, [...titlePage, ...screenplay.elements]);
  const script =
    (await openOriginal(original)) ??
    (await openOriginal(await renderScriptPages(screenplay, titlePage)));
  if (!script) throw new Error("the draft set from its text could not be read back");
  const { document, runs } = script;
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const byPage = Map.groupBy(targets, (target) => target.page);
  const stamp = annotatedStamp(snapshot.cover);
  const plans = document.getPages().map((page, index) => {
    const plan = planPage(runs[index] ?? [], byPage.get(index + 1) ?? []);
    drawPlan(page, plan, fonts, stamp);
    return { page, plan };
  });
  const scriptPages = plans.length;
  const appendixBytes = await renderScriptNotes(snapshot.cover, notes);
  const appendix = await PDFDocument.load(appendixBytes);
  const appended = await document.copyPages(appendix, appendix.getPageIndices());
  for (const page of appended) document.addPage(page);
  // Each highlight and note number links to its note in the appendix.
  const places = await notePlaces(appendixBytes);
  for (const { page, plan } of plans) {
    const boxes = [
      ...plan.highlights,
      ...plan.marks.map((mark) => ({
        x: mark.x,
        y: mark.y - 1,
        width: NOTE_SIZE * 0.6 * String(mark.note).length + 1,
        height: NOTE_SIZE + 1,
        note: mark.note,
      })),
    ];
    for (const box of boxes) {
      const place = places.get(box.note);
      const target = place && appended[place.pageIndex];
      if (place && target) linkToNote(document, page, box, target.ref, place.top);
    }
  }
  const marked = plans.reduce((sum, { plan }) => sum + plan.marks.length, 0);
  // Places on pages past the document's end (a count that drifted) are unplaced too.
  const unplaced =
    plans.reduce((sum, { plan }) => sum + plan.unplaced.length, 0) +
    targets.filter((target) => target.page > scriptPages).length;
  document.setTitle(
    `${snapshot.cover.title} — annotated script, report version ${snapshot.cover.version}`,
  );
  document.setProducer("No Conflict Script");
  return {
    bytes: await document.save(),
    scriptPages,
    notes: notes.length,
    marked,
    unplaced,
  };
}
