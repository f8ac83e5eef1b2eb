/** PDFs the walks download: read back with pdf.js, and their first page kept as an image. */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";

import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

/**
 * Clicks `link` on `page` and reads the PDF it downloads with pdf.js (so it is a real PDF that
 * opens): its suggested file name, its bytes, its text and its first page's size in points.
 */
export async function downloadPdf(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  const first = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
  return { name: download.suggestedFilename(), bytes, text, size: first.view.slice(2) };
}

/** Renders the PDF's first page to `name`.png among the test's artifacts, to look at. */
export async function attachFirstPage(testInfo: TestInfo, bytes: Buffer, name: string) {
  const pdfPath = testInfo.outputPath(`${name}.pdf`);
  await writeFile(pdfPath, bytes);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "80",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    pdfPath,
    testInfo.outputPath(name),
  ]);
  await testInfo.attach(name, {
    path: testInfo.outputPath(`${name}.png`),
    contentType: "image/png",
  });
}

/**
 * Downloads the invoice or credit note `number` by its "Download …" link in `within` (a table or
 * its row) and reads it: named after its number, holding each of `expected`.
 */
export async function downloadBillingDocument(
  page: Page,
  within: Locator,
  number: string,
  expected: string[],
) {
  const pdf = await downloadPdf(page, within.getByRole("link", { name: `Download ${number}` }));
  expect(pdf.name).toBe(`${number}.pdf`);
  for (const text of [number, ...expected]) expect(pdf.text).toContain(text);
  return pdf;
}
