/**
 * `npm run eval:clearance [-- --verbose] [-- --script <slug>] [-- --raise-floors]`: runs the
 * automatic first pass over the labelled evaluation screenplays (eval/, docs/first-pass.md §2)
 * and prints recall and precision, strict and lenient, per script and per category, then each
 * script's mistakes: first the real set (corpus screenplays, the figure that counts), then our
 * own fixtures. Exits 1 when a script falls below its floor in eval/baseline.json or cannot be
 * read; `--raise-floors` writes each scored script's better figures into that file (never worse).
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import {
  BASELINE_FILE,
  BaselineSchema,
  floorFailures,
  raisedFloors,
  type Baseline,
} from "@/eval/baseline";
import { roleCues } from "@/eval/role-cues";
import { combineScores, scoreAnalysis, type ScriptScore } from "@/eval/score";
import {
  CORPUS_DIR,
  labelledScripts,
  readScreenplay,
  type EvalSet,
  type LabelledScript,
} from "@/eval/scripts";
import { categoryRows, fixtureLines, scriptRows } from "@/eval/summary";
import { analyzeScreenplay } from "@/lib/first-pass";

import { alignColumns } from "./bench/table";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const raise = args.includes("--raise-floors");
const at = Math.max(args.indexOf("--script"), args.indexOf("--fixture"));
const only = at >= 0 ? (args[at + 1] ?? "") : undefined;

const corpusPresent = existsSync(CORPUS_DIR);
const all = labelledScripts();
if (only !== undefined && !all.some((script) => script.slug === only)) {
  console.error(
    `Unknown script "${only}": use one of ${all.map((script) => script.slug).join(", ")}.`,
  );
  process.exit(1);
}
const picked = all.filter(
  (script) =>
    (only === undefined || script.slug === only) && (script.set !== "real" || corpusPresent),
);

const unreadable: string[] = [];
const scored: { slug: string; set: EvalSet; total: ScriptScore["total"] }[] = [];
console.log("(the first script's time includes the one-time cold start)");
if (!corpusPresent) console.log(`\nReal set skipped: no corpus at ${path.resolve(CORPUS_DIR)}.`);
const sets: [EvalSet, string][] = [
  ["real", "real screenplays of the shared corpus"],
  ["fixtures", "our own fixtures"],
];
for (const [set, title] of sets) {
  const scripts = picked.filter((script) => script.set === set);
  if (scripts.length > 0) await evaluate(title, scripts);
}

const baseline: Baseline = existsSync(BASELINE_FILE)
  ? BaselineSchema.parse(JSON.parse(await readFile(BASELINE_FILE, "utf8")))
  : {};
if (raise) {
  await writeFile(BASELINE_FILE, `${JSON.stringify(raisedFloors(baseline, scored), null, 2)}\n`);
  console.log(
    `\nFloors of ${scored.length} scripts raised where they did better: ${BASELINE_FILE}`,
  );
}
const failures = [
  ...floorFailures(raise ? raisedFloors(baseline, scored) : baseline, scored),
  ...unreadable.map((failure) => `Could not evaluate ${failure}`),
];
for (const failure of failures) console.error(`\n${failure}`);
if (failures.length === 0)
  console.log(`\nEvery script scored meets its floors (${BASELINE_FILE}).`);
process.exitCode = failures.length > 0 ? 1 : 0;

/** One set's per-script and per-category tables, then each script's figures and mistakes. */
async function evaluate(title: string, scripts: LabelledScript[]): Promise<void> {
  const results: { script: LabelledScript; score: ScriptScore; durationMs: number }[] = [];
  for (const script of scripts) {
    try {
      const screenplay = await readScreenplay(script);
      const analysis = analyzeScreenplay(screenplay);
      const score = scoreAnalysis(script.labels, analysis, { roleCues: roleCues(screenplay) });
      results.push({ script, score, durationMs: analysis.durationMs });
      scored.push({ slug: script.slug, set: script.set, total: score.total });
    } catch (error) {
      unreadable.push(`${script.slug}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`\nAutomatic first pass against ${title} (${results.length} scripts)\n`);
  const perScript = results.map(({ script, score }) => ({ slug: script.slug, score }));
  for (const line of alignColumns(scriptRows(perScript), "l")) console.log(`  ${line}`);
  console.log();
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
