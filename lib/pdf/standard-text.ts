import type { PDFFont } from "pdf-lib";

/** The PDF standard fonts draw Windows-1252 only: anything else prints as "?". */
export const drawable = (text: string, font: PDFFont) =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
