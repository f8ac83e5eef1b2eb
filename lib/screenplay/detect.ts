import { unzipSync } from "fflate";

import { ScreenplayError } from "./errors";
import type { SourceFormat } from "./model";

const startsWith = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((char, i) => bytes[i] === char.charCodeAt(0));

/**
 * The file's real format, from its bytes (never its name): `%PDF-` is a PDF; a zip holding
 * `word/document.xml` is DOCX; XML whose root is `FinalDraft` is FDX; readable text is
 * Fountain (plain text included). Anything else is refused.
 */
export function detectFormat(bytes: Uint8Array): SourceFormat {
  if (bytes.length === 0) throw new ScreenplayError("empty");
  const head = bytes.subarray(0, 1024);
  // A PDF may carry junk before its header; readers accept it within the first kilobyte.
  if (Buffer.from(head).includes("%PDF-")) return "pdf";
  if (startsWith(bytes, "PK\u0003\u0004")) {
    if (zipHasEntry(bytes, "word/document.xml")) return "docx";
    throw new ScreenplayError("unsupported");
  }
  const text = decodeText(bytes);
  if (text === undefined) throw new ScreenplayError("unsupported");
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<FinalDraft[\s>]/.test(text.slice(0, 4096)))
    return "fdx";
  if (/^\s*<(\?xml|!DOCTYPE|html)/i.test(text)) throw new ScreenplayError("unsupported");
  return "fountain";
}

/**
 * The bytes as text: UTF-8, or else Windows-1252 (older Windows editors save plain text so).
 * Undefined when the result holds control characters no text file has: the file is binary.
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return /[\u0000-\u0008\u000e-\u001a]/.test(text) ? undefined : text.replace(/^\uFEFF/, "");
}

function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  try {
    // Reads only the directory: the filter keeps fflate from inflating anything.
    let found = false;
    unzipSync(bytes, {
      filter: (file) => {
        if (file.name === name) found = true;
        return false;
      },
    });
    return found;
  } catch {
    throw new ScreenplayError("docxInvalid");
  }
}
