/**
 * The typeface of every PDF we draw (reports, proformas): DejaVu Sans, which has the letters of
 * names and places in any Latin, Greek or Cyrillic script. The PDF standard's Helvetica only has
 * Windows-1252, so "Łódź" or "Dvořák" came out garbled. Loaded from the package at run time, as
 * the offline data packages are (lib/first-pass/data/package-data.ts).
 */
import { createRequire } from "node:module";
import path from "node:path";

import { Font } from "@react-pdf/renderer";

export const PDF_FONT = "DejaVu Sans";
/** A script drawn from its text (the annotated script of a draft that was not a PDF). */
export const PDF_MONO_FONT = "DejaVu Sans Mono";

const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
const fontFile = (name: string) =>
  path.join(path.dirname(projectRequire.resolve("dejavu-fonts-ttf/package.json")), "ttf", name);

let registered = false;

/** Registers the font family once per process; call before rendering. */
export function registerPdfFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: fontFile("DejaVuSans.ttf") },
      { src: fontFile("DejaVuSans-Bold.ttf"), fontWeight: "bold" },
      { src: fontFile("DejaVuSans-Oblique.ttf"), fontStyle: "italic" },
      { src: fontFile("DejaVuSans-BoldOblique.ttf"), fontWeight: "bold", fontStyle: "italic" },
    ],
  });
  Font.register({
    family: PDF_MONO_FONT,
    fonts: [
      { src: fontFile("DejaVuSansMono.ttf") },
      { src: fontFile("DejaVuSansMono-Bold.ttf"), fontWeight: "bold" },
      { src: fontFile("DejaVuSansMono-Oblique.ttf"), fontStyle: "italic" },
    ],
  });
  // Words are never broken across lines: names and codes must stay whole.
  Font.registerHyphenationCallback((word) => [word]);
}
