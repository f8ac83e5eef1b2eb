import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

import { drawable } from "@/lib/pdf/standard-text";

/**
 * Stamps every page of a PDF with `text` (the recipient and the day it was downloaded): large and
 * faint across the page, and small along its foot, where a copy cut to size still carries it.
 */
export async function watermarkPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const mark = drawable(text, font);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(28, (Math.hypot(width, height) * 0.8) / font.widthOfTextAtSize(mark, 1));
    const across = font.widthOfTextAtSize(mark, size);
    const angle = Math.atan2(height, width);
    page.drawText(mark, {
      x: width / 2 - (Math.cos(angle) * across) / 2,
      y: height / 2 - (Math.sin(angle) * across) / 2,
      size,
      font,
      rotate: degrees((angle * 180) / Math.PI),
      color: rgb(0.75, 0.2, 0.2),
      opacity: 0.18,
    });
    page.drawText(mark, { x: 24, y: 12, size: 7, font, color: rgb(0.45, 0.45, 0.45) });
  }
  return document.save();
}
