import { decodeText, detectFormat } from "./detect";
import { parseDocx } from "./docx";
import { ScreenplayError } from "./errors";
import { parseFdx } from "./fdx";
import { parseFountain } from "./fountain";
import type { Screenplay, SourceFormat } from "./model";
import { checkPdf, parsePdf } from "./pdf";
import { checkScreenplayShape } from "./shape";

export type ParseOptions = {
  /** The name it was uploaded under: `.txt` is labelled plain text rather than Fountain. */
  fileName?: string;
  /** Called with 0–1 as a long parse (a PDF, page by page) moves on. */
  onProgress?: (fraction: number) => void;
};

/** The format a file really is, from its bytes; plain text is told from Fountain by its name. */
export function formatOf(bytes: Uint8Array, fileName = ""): SourceFormat {
  const format = detectFormat(bytes);
  return format === "fountain" && /\.txt$/i.test(fileName) ? "text" : format;
}

/**
 * Reads any supported screenplay file into the one model, or throws `ScreenplayError`; a file
 * that reads but has no screenplay's shape (a letter, an invoice) is refused too.
 */
export async function parseScreenplay(
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<Screenplay> {
  const screenplay = await parseFormat(bytes, options);
  checkScreenplayShape(screenplay);
  return screenplay;
}

async function parseFormat(bytes: Uint8Array, options: ParseOptions): Promise<Screenplay> {
  const format = formatOf(bytes, options.fileName);
  switch (format) {
    case "pdf":
      return parsePdf(bytes, options.onProgress);
    case "docx":
      return parseDocx(bytes);
    case "fdx":
      return parseFdx(textOf(bytes));
    case "fountain":
    case "text":
      return parseFountain(textOf(bytes), format);
  }
}

/**
 * PDFs up to this many pages are read in full at upload: a letter or an invoice is refused while
 * its uploader waits, in well under a second. Longer ones are read in the background.
 */
const PDF_PAGES_READ_AT_UPLOAD = 10;

/**
 * Whether a file can be read, answered while its uploader waits: a long PDF is opened (password,
 * pages, a text layer); anything else, being quick to read, is read in full.
 */
export async function checkScript(bytes: Uint8Array, fileName: string): Promise<SourceFormat> {
  const format = formatOf(bytes, fileName);
  if (format !== "pdf" || (await checkPdf(bytes)) <= PDF_PAGES_READ_AT_UPLOAD) {
    await parseScreenplay(bytes, { fileName });
  }
  return format;
}

function textOf(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (text === undefined) throw new ScreenplayError("unsupported");
  return text;
}

export { ScreenplayError } from "./errors";
export type { Screenplay, SourceFormat } from "./model";
export { screenplayStats } from "./stats";
