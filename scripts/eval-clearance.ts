/**
 * `npm run eval:clearance [-- --verbose] [-- --fixture <slug>]`: runs the automatic first pass
 * over the labelled evaluation screenplays (lib/clearance/eval/fixtures) and prints recall and
 * precision per category, then each fixture's mistakes. A report: it exits 0 whatever the
 * figures, and 1 only when a fixture cannot be read or analysed.
 */
import { analyzeScreenplay } from "@/lib/clearance";
import { FIXTURES, readFixture } from "@/lib/clearance/eval/fixtures";
import { combineScores, scoreAnalysis, type FixtureScore } from "@/lib/clearance/eval/score";
import { categoryRows, fixtureLines } from "@/lib/clearance/eval/summary";

import { alignColumns } from "./bench/table";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const at = args.indexOf("--fixture");
const only = at >= 0 ? (args[at + 1] ?? "") : undefined;
if (only !== undefined && !Object.hasOwn(FIXTURES, only)) {
  console.error(`Unknown fixture "${only}": use one of ${Object.keys(FIXTURES).join(", ")}.`);
  process.exit(1);
}
const slugs = only === undefined ? Object.keys(FIXTURES) : [only];

const results: { slug: string; score: FixtureScore; durationMs: number }[] = [];
const failures: string[] = [];
for (const slug of slugs) {
  try {
    const analysis = analyzeScreenplay(await readFixture(slug));
    results.push({
      slug,
      score: scoreAnalysis(FIXTURES[slug]!, analysis),
      durationMs: analysis.durationMs,
    });
  } catch (error) {
    failures.push(`${slug}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const scope = only ?? `${results.length} fixtures`;
console.log(`Automatic first pass against the labelled evaluation set (${scope})`);
console.log("(the first fixture's time includes the one-time cold start)\n");
for (const line of alignColumns(categoryRows(combineScores(results.map((r) => r.score))), "l")) {
  console.log(`  ${line}`);
}
for (const { slug, score, durationMs } of results) {
  console.log();
  for (const line of fixtureLines(slug, FIXTURES[slug]!, score, { verbose, durationMs })) {
    console.log(line);
  }
}
for (const failure of failures) console.error(`\nCould not evaluate ${failure}`);
process.exitCode = failures.length > 0 ? 1 : 0;
