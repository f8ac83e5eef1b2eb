/**
 * `node --import tsx eval/import-shared-labels.ts <shared.json> <slug> <genre> <setting>`: one
 * answer key of the shared labelling format (../shared/eval/labels) written as
 * `eval/real/<slug>.json` in ours (docs/first-pass.md §2.2).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { REAL_DIR } from "./scripts";
import { fromSharedLabels } from "./shared-labels";

const [source, slug, genre, setting] = process.argv.slice(2);
if (!source || !slug || !genre || !setting) {
  console.error("Usage: eval/import-shared-labels.ts <shared.json> <slug> <genre> <setting>");
  process.exit(1);
}
const labels = fromSharedLabels(JSON.parse(await readFile(source, "utf8")), {
  genre,
  setting,
  note: `Converted from the shared answer key ${path.basename(source)} (its conventions: ../shared/eval/labels/README.md).`,
});
const target = path.join(REAL_DIR, `${slug}.json`);
await writeFile(target, `${JSON.stringify(labels, null, 2)}\n`);
console.log(`${target}: ${labels.items.length} labels.`);
