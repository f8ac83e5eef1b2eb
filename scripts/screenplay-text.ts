/**
 * `npm run screenplay:text -- <file>`: a screenplay as the product reads it, one element a line
 * with its page and scene ("p12 s34 dialogue │ …"), the title page first. For reading a script
 * the way the first pass sees it (labelling an evaluation set, checking a parse), not a report.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { parseScreenplay, ScreenplayError } from "@/lib/screenplay";

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length > 0 || file.startsWith("--")) {
  console.error("Usage: npm run screenplay:text -- <file>");
  process.exit(1);
}

try {
  const bytes = new Uint8Array(await readFile(file));
  const screenplay = await parseScreenplay(bytes, { fileName: path.basename(file) });
  for (const [field, value] of Object.entries(screenplay.titlePage)) {
    console.log(`title page ${field} │ ${value}`);
  }
  for (const element of screenplay.elements) {
    const where = `p${element.page} s${element.sceneIndex}`;
    console.log(`${where} ${element.type} │ ${element.text}`);
  }
} catch (error) {
  // A file that cannot be opened or read as a screenplay; anything else is a bug and throws.
  if (!(error instanceof ScreenplayError) && !(error instanceof Error && "code" in error))
    throw error;
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}
