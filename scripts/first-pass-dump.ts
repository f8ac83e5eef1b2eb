/**
 * `npm run first-pass:dump -- <folder>`: writes what the first pass yields (its items and counts,
 * its timing left out) for every screenplay of the corpus and every evaluation fixture, one JSON
 * file each, so a change meant to keep the output (a speed-up) can be checked with `diff -r`
 * against the folder written before it (docs/first-pass.md §7).
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { CORPUS_DIR, FIXTURE_DIR } from "@/eval/scripts";
import { analyzeScreenplay } from "@/lib/first-pass";
import { parseScreenplay } from "@/lib/screenplay";

const [folder, ...extra] = process.argv.slice(2);
if (!folder || extra.length > 0 || folder.startsWith("--")) {
  console.error("Usage: npm run first-pass:dump -- <folder>");
  process.exit(1);
}
await mkdir(folder, { recursive: true });

const SCREENPLAY_FILE = /\.(pdf|fdx|fountain|docx|txt)$/i;
const filesOf = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => SCREENPLAY_FILE.test(name))
    .sort()
    .map((name) => path.join(dir, name));

for (const file of [...(await filesOf(CORPUS_DIR)), ...(await filesOf(FIXTURE_DIR))]) {
  const bytes = new Uint8Array(await readFile(file));
  const screenplay = await parseScreenplay(bytes, { fileName: path.basename(file) });
  const { items, counts } = analyzeScreenplay(screenplay);
  await writeFile(
    path.join(folder, `${path.basename(file)}.json`),
    `${JSON.stringify({ counts, items }, null, 1)}\n`,
  );
  console.log(`${file}: ${items.length} items`);
}
