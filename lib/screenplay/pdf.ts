import { getResolvedPDFJS } from "unpdf";

import { buildScreenplay } from "./build";
import { ScreenplayError } from "./errors";
import type { Screenplay } from "./model";
import {
  calibrate,
  chunksOf,
  classify,
  follows,
  isCueLike,
  isSceneHeading,
  isTransition,
  lineEnd,
  lineText,
  linesOf,
  lineX,
  measure,
  removeFurniture,
  withMarginNumbers,
  type Line,
  type Metrics,
  type PageText,
  type PlacedText,
} from "./pdf-layout";

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;
type TextItem = { str: string; transform: number[]; width: number; fontName: string };
type FontStyle = { bold: boolean; italic: boolean };

/** pdf.js `AnnotationMode.DISABLE`: form fields and comments are not the script. */
const ANNOTATIONS_DISABLED = 0;

/**
 * pdf.js options for untrusted uploads: text only, so no images decoded (any size is over 0),
 * no fonts loaded into a page, no WebAssembly or fetching of helper files, no console noise.
 */
export const PDF_OPTIONS = {
  verbosity: 0,
  maxImageSize: 0,
  disableFontFace: true,
  useSystemFonts: false,
  useWorkerFetch: false,
  useWasm: false,
  enableXfa: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  stopAtErrors: false,
};

/**
 * Reads a screenplay PDF (Final Draft, WriterSolo, Fade In, Highland, Celtx, Arc Studio, Word)
 * into the model. Element types come from where lines start on the page, calibrated per
 * document (pdf-layout.ts); pages are the physical pages. `onProgress` hears the fraction of
 * pages read. Throws only `ScreenplayError`.
 */
export async function parsePdf(
  bytes: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<Screenplay> {
  const pages = await withPdf(bytes, (pdf) => readPages(pdf, onProgress));
  try {
    return screenplayOf(pages);
  } catch (error) {
    if (error instanceof ScreenplayError) throw error;
    throw new ScreenplayError("pdfCorrupt");
  }
}

/**
 * Whether a PDF can be read, quickly, while its uploader waits: it opens without a password,
 * has pages, and some page has text. Throws the `ScreenplayError` that `parsePdf` would;
 * answers its number of pages.
 */
export async function checkPdf(bytes: Uint8Array): Promise<number> {
  return withPdf(bytes, async (pdf) => {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      try {
        const content = await page.getTextContent();
        if (content.items.some((item) => "str" in item && item.str.trim() !== "")) {
          return pdf.numPages;
        }
      } finally {
        page.cleanup();
      }
    }
    throw new ScreenplayError("pdfImageOnly");
  });
}

/** One run of text as pdf.js reads it, in PDF user space: `y` is its baseline, from the bottom. */
export type PageTextRun = { str: string; x: number; y: number; width: number; size: number };

/**
 * Each page's upright text where the page prints it, for drawing over it (the annotated script,
 * lib/reports/annotated-script.ts). Throws only `ScreenplayError`.
 */
export async function readTextRuns(bytes: Uint8Array): Promise<PageTextRun[][]> {
  return withPdf(bytes, async (pdf) => {
    const pages: PageTextRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      try {
        const { items } = await page.getTextContent();
        pages.push(
          items.flatMap((item) =>
            "str" in item && isUpright(item.transform) && item.str.trim() !== ""
              ? [
                  {
                    str: item.str,
                    x: item.transform[4] ?? 0,
                    y: item.transform[5] ?? 0,
                    width: item.width,
                    size: item.transform[3] ?? 0,
                  },
                ]
              : [],
          ),
        );
      } finally {
        page.cleanup();
      }
    }
    return pages;
  });
}

function screenplayOf(pages: PageText[]): Screenplay {
  const placed = pages.map((page, index) => linesOf(page, index + 1));
  const metrics = measure(pages, placed);
  const { lines, moreAtFoot } = removeFurniture(placed, pages, metrics);
  const title = readTitlePage(lines, pages, metrics);
  const body = lines
    .filter((_, index) => index !== title?.pageIndex)
    .flat()
    .map((line) => withMarginNumbers(line, metrics))
    .filter((line) => line.words.length > 0);
  const columns = calibrate(body, metrics);
  const elements = classify(body, columns, metrics, moreAtFoot);
  return buildScreenplay("pdf", elements, {
    titlePage: title?.fields ?? {},
    exactPageCount: pages.length,
  });
}

// ---------------------------------------------------------------------------------------------
// pdf.js

/** Opens the PDF for `read` and always destroys it; what pdf.js fails on becomes a problem. */
async function withPdf<T>(bytes: Uint8Array, read: (pdf: PdfDocument) => Promise<T>): Promise<T> {
  let task: ReturnType<PdfJs["getDocument"]> | undefined;
  try {
    const pdfjs = await getResolvedPDFJS();
    // pdf.js may take ownership of the buffer it is given, so it gets a copy; a plain
    // Uint8Array copy, since it refuses Node Buffers (whose slice() would be a Buffer again).
    task = pdfjs.getDocument({ ...PDF_OPTIONS, data: new Uint8Array(bytes) });
    let pdf: PdfDocument;
    try {
      pdf = await task.promise;
    } catch (error) {
      throw new ScreenplayError(isPasswordError(error) ? "pdfEncrypted" : "pdfCorrupt");
    }
    if (pdf.numPages === 0) throw new ScreenplayError("pdfNoPages");
    return await read(pdf);
  } catch (error) {
    if (error instanceof ScreenplayError) throw error;
    throw new ScreenplayError("pdfCorrupt");
  } finally {
    await task?.destroy().catch(() => undefined);
  }
}

async function readPages(
  pdf: PdfDocument,
  onProgress?: (fraction: number) => void,
): Promise<PageText[]> {
  const fonts = new Map<string, FontStyle>();
  const pages: PageText[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    pages.push(await readPage(pdf, number, fonts));
    try {
      onProgress?.(number / pdf.numPages);
    } catch {
      // Progress is advisory: a failing listener must not fail the parse.
    }
  }
  if (pages.every((page) => page.items.length === 0)) throw new ScreenplayError("pdfImageOnly");
  return pages;
}

const isPasswordError = (error: unknown) =>
  error instanceof Error && error.name === "PasswordException";

async function readPage(
  pdf: PdfDocument,
  pageNumber: number,
  fonts: Map<string, FontStyle>,
): Promise<PageText> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const items = content.items.filter(
      (item): item is TextItem & (typeof content.items)[number] =>
        "str" in item && isUpright(item.transform) && item.str.trim() !== "",
    );
    await learnFonts(page, items, fonts);
    const [left = 0, , , top = 0] = page.view;
    return {
      width: Math.abs((page.view[2] ?? 0) - left),
      height: Math.abs(top - (page.view[1] ?? 0)),
      items: items.map((item) => placed(item, left, top, fonts)),
    };
  } finally {
    page.cleanup();
  }
}

/**
 * Horizontal, unmirrored text: rotated text is a watermark or a margin note, not the script.
 * A slant (shear) is allowed: that is how apps fake italics for fonts without them.
 */
const isUpright = (transform: number[]) =>
  Math.abs(transform[1] ?? 1) < 1e-3 && (transform[0] ?? 0) > 0 && (transform[3] ?? 0) > 0;

const isSlanted = (transform: number[]) =>
  Math.abs(transform[2] ?? 0) > 0.1 * Math.abs(transform[3] ?? 0);

function placed(
  item: TextItem,
  left: number,
  top: number,
  fonts: Map<string, FontStyle>,
): PlacedText {
  const [, , , size = 0, x = 0, y = 0] = item.transform;
  const { bold, italic } = fonts.get(item.fontName) ?? { bold: false, italic: false };
  return {
    text: item.str,
    x: x - left,
    y: top - y,
    width: item.width,
    size,
    bold,
    italic: italic || isSlanted(item.transform),
  };
}

/**
 * Text content names fonts only by an internal id. Their real names ("CourierPrime-Bold",
 * "Courier-Oblique") reach the page's font objects once the page's operator list is built,
 * which is done only for pages that use a font not seen before: a handful per script.
 */
async function learnFonts(page: PdfPage, items: TextItem[], fonts: Map<string, FontStyle>) {
  const unknown = [...new Set(items.map((item) => item.fontName))].filter(
    (name) => !fonts.has(name),
  );
  if (unknown.length === 0) return;
  try {
    await page.getOperatorList({ annotationMode: ANNOTATIONS_DISABLED });
  } catch {
    // Styles are a nicety: a page whose drawing fails still has its text, in plain style.
  }
  for (const name of unknown) fonts.set(name, fontStyle(page, name));
}

function fontStyle(page: PdfPage, name: string): FontStyle {
  let font: { name?: unknown; bold?: unknown; italic?: unknown; black?: unknown } | undefined;
  try {
    font = page.commonObjs.has(name) ? page.commonObjs.get(name) : undefined;
  } catch {
    font = undefined;
  }
  const fontName = typeof font?.name === "string" ? font.name : "";
  return {
    bold:
      font?.bold === true || font?.black === true || /bold|black|heavy|semibold/i.test(fontName),
    italic: font?.italic === true || /italic|oblique|[-,]it$/i.test(fontName),
  };
}

// ---------------------------------------------------------------------------------------------
// Title page

type Alignment = "centre" | "left" | "right";
type Block = { alignment: Alignment; lines: string[]; y: number };

const CREDIT =
  /^(?:(?:written|screenplay|teleplay|story|screen story|script|adaptation|adapted|created|an original screenplay)(?:\s+(?:and|&)\s+\w+)?\s+)?by:?$/i;
const CREDIT_WITH_AUTHOR = /^((?:written|screenplay|teleplay|story|script)\s+by:?)\s+(.+)$/i;
const SOURCE = /^(?:based (?:on|upon)|adapted from|inspired by|from the)\b/i;
const DATE =
  /\b(?:draft|revised|revision|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b/i;

/**
 * The first page with text is a title page when the script has more pages, the page has no
 * scene heading, transition or cue-and-speech, and something on it is centred. Its fields:
 * the centred blocks give title, credit, author and source; a block in the lower half, left,
 * is the contact; a block on the right (or one that reads as a date) is the draft date.
 */
function readTitlePage(
  lines: Line[][],
  pages: PageText[],
  metrics: Metrics,
): { pageIndex: number; fields: Record<string, string> } | undefined {
  const pageIndex = lines.findIndex((pageLines) => pageLines.length > 0);
  // Contact and draft date often share a baseline: read each stretch of a line on its own.
  const pageLines = lines[pageIndex]?.flatMap((line) =>
    chunksOf(line.words, 4 * metrics.char).map((words) => ({ ...line, words })),
  );
  const page = pages[pageIndex];
  if (!pageLines || !page || pageLines.length > 40) return undefined;
  if (!lines.slice(pageIndex + 1).some((later) => later.length > 0)) return undefined;
  const scriptLike = pageLines.some((line, i) => {
    const text = lineText(line.words);
    const next = pageLines[i + 1];
    const speech =
      next !== undefined &&
      follows(line, next, metrics) &&
      isCueLike(text) &&
      lineX(next) < lineX(line) - 2 * metrics.char;
    return speech || isSceneHeading(text) || isTransition(text);
  });
  const alignmentOf = (line: Line): Alignment => {
    const centre = (lineX(line) + lineEnd(line)) / 2;
    if (Math.abs(centre - page.width / 2) <= 0.05 * page.width) return "centre";
    return lineX(line) > page.width / 2 ? "right" : "left";
  };
  if (scriptLike || !pageLines.some((line) => alignmentOf(line) === "centre")) return undefined;

  const blocks: Block[] = [];
  pageLines.forEach((line, i) => {
    const alignment = alignmentOf(line);
    const previous = pageLines[i - 1];
    const block = blocks.at(-1);
    const text = lineText(line.words);
    if (block && previous && block.alignment === alignment && follows(previous, line, metrics)) {
      block.lines.push(text);
    } else {
      blocks.push({ alignment, lines: [text], y: line.y });
    }
  });
  return { pageIndex, fields: titleFields(blocks, page.height) };
}

function titleFields(blocks: Block[], height: number): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (key: string, value: string, separator = "\n") => {
    fields[key] = fields[key] ? `${fields[key]}${separator}${value}` : value;
  };
  let expectAuthor = false;
  for (const block of blocks) {
    if (block.alignment !== "centre") {
      const key =
        block.alignment === "right" || (DATE.test(block.lines.join(" ")) && !fields["draft date"])
          ? "draft date"
          : block.y > height / 2
            ? "contact"
            : "notes";
      add(key, block.lines.join("\n"));
      continue;
    }
    for (const [i, line] of block.lines.entries()) {
      const withAuthor = CREDIT_WITH_AUTHOR.exec(line);
      if (CREDIT.test(line)) {
        add("credit", line, " ");
        expectAuthor = true;
      } else if (withAuthor) {
        add("credit", withAuthor[1]!, " ");
        add("author", withAuthor[2]!);
      } else if (SOURCE.test(line)) {
        add("source", block.lines.slice(i).join(" "), " ");
        break;
      } else if (expectAuthor) {
        add("author", line);
      } else if (!fields.title && !fields.credit) {
        add("title", line, " ");
      } else if (DATE.test(line) && !fields["draft date"]) {
        add("draft date", line);
      } else {
        add("notes", line);
      }
    }
    if (!block.lines.every((line) => CREDIT.test(line))) expectAuthor = false;
  }
  return fields;
}
