/**
 * `npm run analyze -- <file> [--json]`: the automatic first pass over one screenplay file, by the
 * same parse and analysis the background job runs, printed for a person or (--json) a program.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { analyzeScreenplay } from "@/lib/first-pass";
import { analysisJson, describeAnalysis, unreadableFile } from "@/lib/first-pass/report";
import { parseScreenplay, ScreenplayError, type Screenplay } from "@/lib/screenplay";

const args = process.argv.slice(2);
const json = args.includes("--json");
const [file, ...extra] = args.filter((arg) => arg !== "--json");
if (!file || extra.length > 0 || file.startsWith("--")) {
  console.error("Usage: npm run analyze -- <file> [--json]");
  process.exit(1);
}

let bytes: Buffer;
try {
  bytes = await readFile(file);
} catch (error) {
  console.error(unreadableFile(file, error));
  process.exit(1);
}

let screenplay: Screenplay;
try {
  screenplay = await parseScreenplay(new Uint8Array(bytes), { fileName: path.basename(file) });
} catch (error) {
  if (!(error instanceof ScreenplayError)) throw error;
  console.error(`Cannot analyze ${file}: ${error.message}`);
  process.exit(1);
}

const analysis = analyzeScreenplay(screenplay);
if (json) console.log(JSON.stringify(analysisJson(file, screenplay, analysis), null, 2));
else console.log(describeAnalysis(file, screenplay, analysis).join("\n"));
