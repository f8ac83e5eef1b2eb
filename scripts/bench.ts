/**
 * `npm run bench`: prints the figures we watch. Timings are reported, never asserted.
 * Runs against the production build (built first when missing or stale). Screenplay ingestion
 * reads the corpus in ../shared/corpus/screenplays where it is (skipped when it is absent).
 * `npm run bench -- --first-pass` times the automatic first pass alone, without a build;
 * `npm run bench -- --only=results-table` runs one section (`--only=product-pages`: every
 * product page against the page goals; `--pages=/admin/submission,/share` with it: the pages whose
 * pattern starts so); `-- --soak` runs the 10-minute soak.
 */
import os from "node:os";

import { buildIfStale } from "@/lib/platform/launcher/build";

import { benchAnalysis } from "./bench/analysis";
import { benchAuthCore } from "./bench/auth-core";
import { benchImage } from "./bench/image";
import { benchIngestion } from "./bench/ingestion";
import type { BenchOptions } from "./bench/options";
import { benchPages } from "./bench/pages";
import { benchProductPages } from "./bench/product-pages";
import { benchReportPage } from "./bench/report-page";
import { benchReportRender } from "./bench/report-render";
import { benchResultsTable } from "./bench/results-table";
import { benchRevisionDiff } from "./bench/revision-diff";
import { benchScriptView } from "./bench/script-view";
import { soak } from "./bench/soak";
import { benchStartup } from "./bench/startup";
import { benchUploadStalls } from "./bench/upload-stalls";

// `-- --first-pass`: the automatic first pass over the corpus only, which needs no build.
const firstPassOnly = process.argv.includes("--first-pass");
// `-- --only=results-table`: the sections whose function is named so (benchResultsTable).
const only = process.argv
  .find((argument) => argument.startsWith("--only="))
  ?.slice("--only=".length)
  .replaceAll("-", "")
  .toLowerCase();
// `-- --pages=/share,/submission`: the product pages to measure.
const options: BenchOptions = {
  pages: process.argv.find((argument) => argument.startsWith("--pages="))?.slice("--pages=".length),
};
// `-- --soak[=minutes]`: the soak alone (10 minutes unless told), outside the full run.
const soakArgument = process.argv.find((argument) => /^--soak(=\d+)?$/.test(argument));
if (!firstPassOnly) {
  console.log("Building the production bundle first when it is stale (not timed)…");
  if (!(await buildIfStale(process.cwd()))) process.exit(1);
}

const cpus = os.cpus();
console.log(
  `\nNo Conflict Script benchmarks — ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node ${process.version}\n`,
);
if (soakArgument) {
  const minutes = Number(soakArgument.split("=")[1] ?? 10);
  for (const line of await soak(minutes)) console.log(`  ${line}`);
  process.exit(0);
}
const all: ((options: BenchOptions) => Promise<string[]>)[] = firstPassOnly
  ? [benchAnalysis]
  : [
      benchStartup,
      benchImage,
      benchPages,
      benchProductPages,
      benchAuthCore,
      benchIngestion,
      benchUploadStalls,
      benchAnalysis,
      benchResultsTable,
      benchReportPage,
      benchRevisionDiff,
      benchReportRender,
      benchScriptView,
    ];
const sections = only
  ? all.filter((section) => section.name.toLowerCase() === `bench${only}`)
  : all;
// Each section's share says where the time goes: the product pages take the longest (about
// 9 minutes on a busy machine, 23 pages × 5 rounds × 2 loads).
const started = performance.now();
const durations: string[] = [];
for (const section of sections) {
  const sectionStarted = performance.now();
  for (const line of await section(options)) console.log(`  ${line}`);
  const seconds = (performance.now() - sectionStarted) / 1000;
  durations.push(`${section.name.replace(/^bench/, "")} ${seconds.toFixed(0)} s`);
}
console.log(
  `\n  ran in ${((performance.now() - started) / 1000).toFixed(0)} s (${durations.join(", ")})`,
);
