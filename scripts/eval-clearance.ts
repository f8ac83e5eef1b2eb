/**
 * `npm run eval:clearance [-- --verbose] [-- --fixture <slug>]`: runs the automatic first pass
 * over the labelled evaluation screenplays and prints recall and precision per category, then
 * each script's mistakes: first the real set (corpus screenplays labelled in
 * lib/clearance/eval/real, read from ../shared/corpus), the figure that counts, then our own
 * fixtures (lib/clearance/eval/fixtures). `--fixture` picks one script of either set. A report:
 * it exits 0 whatever the figures, and 1 only when a script cannot be read or analysed.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { analyzeScreenplay } from "@/lib/clearance";
import { FIXTURES, readFixture } from "@/lib/clearance/eval/fixtures";
import type { FixtureLabels } from "@/lib/clearance/eval/labels";
import { CORPUS_DIR, readRealLabels, readRealScreenplay } from "@/lib/clearance/eval/real";
import { combineScores, scoreAnalysis, type FixtureScore } from "@/lib/clearance/eval/score";
import { categoryRows, fixtureLines } from "@/lib/clearance/eval/summary";
import type { Screenplay } from "@/lib/screenplay";

import { alignColumns } from "./bench/table";

type Script = { slug: string; labels: FixtureLabels; read: () => Promise<Screenplay> };

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const at = args.indexOf("--fixture");
const only = at >= 0 ? (args[at + 1] ?? "") : undefined;

const corpusPresent = existsSync(CORPUS_DIR);
const real: Script[] = corpusPresent
  ? (await readRealLabels()).map(({ slug, labels }) => ({
      slug,
      labels,
      read: () => readRealScreenplay(labels),
    }))
  : [];
const fixtures: Script[] = Object.entries(FIXTURES).map(([slug, labels]) => ({
  slug,
  labels,
  read: () => readFixture(slug),
}));
if (only !== undefined && ![...real, ...fixtures].some((script) => script.slug === only)) {
  const known = [...real, ...fixtures].map((script) => script.slug).join(", ");
  console.error(`Unknown script "${only}": use one of ${known}.`);
  process.exit(1);
}
const picked = (scripts: Script[]) =>
  only === undefined ? scripts : scripts.filter((script) => script.slug === only);

const failures: string[] = [];
console.log("(the first script's time includes the one-time cold start)");
if (!corpusPresent) {
  console.log(`\nReal set skipped: no corpus at ${path.resolve(CORPUS_DIR)}.`);
} else if (picked(real).length > 0 || only === undefined) {
  await evaluate("real screenplays of the shared corpus", picked(real));
}
if (picked(fixtures).length > 0) await evaluate("our own fixtures", picked(fixtures));
for (const failure of failures) console.error(`\nCould not evaluate ${failure}`);
process.exitCode = failures.length > 0 ? 1 : 0;

/** One set's category table, then each script's figures and mistakes. */
async function evaluate(set: string, scripts: Script[]): Promise<void> {
  const results: { script: Script; score: FixtureScore; durationMs: number }[] = [];
  for (const script of scripts) {
    try {
      const analysis = analyzeScreenplay(await script.read());
      const score = scoreAnalysis(script.labels, analysis);
      results.push({ script, score, durationMs: analysis.durationMs });
    } catch (error) {
      failures.push(`${script.slug}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`\nAutomatic first pass against ${set} (${results.length} scripts)\n`);
  for (const line of alignColumns(categoryRows(combineScores(results.map((r) => r.score))), "l")) {
    console.log(`  ${line}`);
  }
  for (const { script, score, durationMs } of results) {
    console.log();
    for (const line of fixtureLines(script.slug, script.labels, score, { verbose, durationMs })) {
      console.log(line);
    }
  }
}
