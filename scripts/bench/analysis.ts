import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Analysis } from "@/lib/first-pass";
import { parseScreenplay, type Screenplay, screenplayStats } from "@/lib/screenplay";
import { buildScreenplay } from "@/lib/screenplay/build";

import { corpusFiles, explain, time, type Timing } from "./ingestion";
import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

/**
 * Medians of at least this many turns after two warm-ups, and of more for a quick file, until
 * its turns have taken MIN_TIMED_MS: five turns of a file read in a millisecond measure the
 * machine's hiccups more than the code.
 */
const RUNS = 5;
const WARM_UPS = 2;
const MIN_TIMED_MS = 300;
const MAX_TURNS = 400;

/**
 * Ingests a file and analyses the result, turn after turn, as the worker does one job after the
 * other: a slow spell of the machine weighs on both alike, and each pays for the other's garbage
 * as it would there. No collection is forced between them: the worker never forces one, and a
 * forced one left the young generation small, which made small files' figures swing twofold.
 */
async function inTurns(
  ingest: () => Promise<Screenplay>,
  analyze: (screenplay: Screenplay) => Promise<Analysis>,
): Promise<[Timing<Screenplay>, Timing<Analysis>, number]> {
  const timed = async <T>(task: () => Promise<T>) => {
    const [start, startCpu] = [performance.now(), threadCpuMs()];
    const result = await task();
    return { ms: performance.now() - start, cpuMs: threadCpuMs() - startCpu, result };
  };
  const ingestions: { ms: number; result: Screenplay }[] = [];
  const analyses: { ms: number; cpuMs: number; result: Analysis }[] = [];
  let timedMs = 0;
  for (
    let turn = 0;
    turn < WARM_UPS + RUNS || (timedMs < MIN_TIMED_MS && turn < MAX_TURNS);
    turn++
  ) {
    const ingestion = await timed(ingest);
    const analysis = await timed(() => analyze(ingestion.result));
    ingestions.push(ingestion);
    analyses.push(analysis);
    if (turn >= WARM_UPS) timedMs += ingestion.ms + analysis.ms;
  }
  const analysisCpuMs = percentile(
    analyses.slice(WARM_UPS).map((analysis) => analysis.cpuMs),
    50,
  );
  return [timingOf(ingestions), timingOf(analyses), analysisCpuMs];
}

/** The CPU time this thread has taken: a busy machine delays it far less than the clock. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** The load average over the last minute, to read beside a figure taken on a shared machine. */
const loadNow = () => os.loadavg()[0]!.toFixed(1);

function timingOf<T>(runs: { ms: number; result: T }[]): Timing<T> {
  const durations = runs.slice(WARM_UPS).map((run) => run.ms);
  return {
    runs: durations.length,
    warmUp: runs[0]!.ms,
    median: percentile(durations, 50),
    min: Math.min(...durations),
    result: runs.at(-1)!.result,
  };
}

/** A model no parser would make, to show the first pass stays bounded on absurd input. */
function pathologicalScripts(): { name: string; screenplay: Screenplay }[] {
  const sentence =
    "Sarah Kowalski drives past JOE'S DINER at 1432 Maple Street and dials 555-0142. ";
  return [
    {
      name: "10,000 pages of one word each",
      screenplay: buildScreenplay(
        "text",
        Array.from({ length: 10_000 }, (_, i) => ({
          type: "action" as const,
          segments: "Silence.",
          page: i + 1,
        })),
      ),
    },
    {
      name: "one action element of a 1 MB line",
      screenplay: buildScreenplay("text", [
        { type: "action", segments: sentence.repeat(Math.ceil(2 ** 20 / sentence.length)) },
      ]),
    },
  ];
}

/**
 * The automatic first pass (`analyzeScreenplay`) over every screenplay of the corpus, beside the
 * ingestion time of the same file; the first job of a freshly started worker against a warm
 * one's (coldStarts); and two pathological inputs.
 */
export async function benchAnalysis(): Promise<string[]> {
  const { corpus, files, present } = corpusFiles();
  const { analyzeScreenplay } = await import("@/lib/first-pass");
  const analyze = async (screenplay: Screenplay) => analyzeScreenplay(screenplay);

  const rows = [
    [
      "file",
      "pages",
      "elements",
      "ingestion",
      "analysis",
      "CPU",
      "ratio",
      "per page",
      "items",
      "load",
    ],
  ];
  const failures: string[] = [];
  let largest: { name: string; pages: number; ingestion: number; analysis: number } | undefined;
  let steps: string[] = [];
  for (const name of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, name)));
    const ingest = async () => {
      const screenplay = await parseScreenplay(bytes, { fileName: name });
      screenplayStats(screenplay);
      return screenplay;
    };
    let ingestion: Timing<Screenplay>;
    let analysis: Timing<Analysis>;
    let analysisCpuMs: number;
    try {
      [ingestion, analysis, analysisCpuMs] = await inTurns(ingest, analyze);
    } catch (error) {
      failures.push(`${name}: ${explain(error)}`);
      continue;
    }
    const { pageCount, elements } = ingestion.result;
    if (!largest || pageCount > largest.pages) {
      largest = { name, pages: pageCount, ingestion: ingestion.median, analysis: analysis.median };
    }
    rows.push([
      name,
      String(pageCount),
      String(elements.length),
      formatMs(ingestion.median),
      formatMs(analysis.median),
      formatMs(analysisCpuMs),
      `× ${(analysis.median / ingestion.median).toFixed(2)}`,
      formatMs(analysis.median / pageCount),
      String(analysis.result.items.length),
      loadNow(),
    ]);
    if (STEPS_OF.test(name)) steps = await stepsOf(name, ingestion.result);
  }

  const lines = [
    present
      ? `automatic first pass, ${corpus} (ingestion = parse + stats, then analysis of its ` +
        `result, in turns as the worker runs them; medians of ${RUNS} turns or more, ` +
        `${MIN_TIMED_MS} ms of them for quick files, after ${WARM_UPS}; the analysis on the ` +
        `clock and in the thread's CPU time; the load average of the last minute)`
      : `automatic first pass: no corpus at ${corpus}, pathological inputs only`,
  ];
  if (rows.length > 1) lines.push(...alignColumns(rows, "l").map((line) => `  ${line}`));
  lines.push(...failures.map((failure) => `  failed ${failure}`));
  lines.push(...steps);
  if (present && files.length > 0) {
    const others = files
      .slice(1)
      .filter((name) => QUICK_TO_READ.test(name))
      .slice(0, EARLIER_JOBS);
    lines.push(
      ...coldStarts(
        path.join(corpus, files[0]!),
        others.map((name) => path.join(corpus, name)),
      ),
    );
  }
  if (largest) {
    lines.push(
      `largest file ${largest.name}, ${largest.pages} pages: ingestion ` +
        `${formatMs(largest.ingestion)}, analysis ${formatMs(largest.analysis)} ` +
        `(${formatMs(largest.analysis / largest.pages)} a page)`,
    );
  }
  for (const { name, screenplay } of pathologicalScripts()) {
    const analysis = await time(() => analyze(screenplay), RUNS);
    lines.push(
      `pathological, ${name}: analysis ${formatMs(analysis.median)}, ` +
        `${analysis.result.items.length} items, load ${loadNow()}`,
    );
  }
  return lines;
}

/** The file whose pass is broken down by step: the goal's (docs/first-pass.md §1). */
const STEPS_OF = /^big_fish.*\.pdf$/i;
/** Turns of the breakdown, after WARM_UPS: enough for a median of each step. */
const STEP_TURNS = 21;

/**
 * Where a warm pass's time goes (`stepTimes` of analyzeScreenplay): each step's median over
 * STEP_TURNS passes on one copy of the screenplay, on the clock, slowest first.
 */
async function stepsOf(name: string, screenplay: Screenplay): Promise<string[]> {
  const { analyzeScreenplay } = await import("@/lib/first-pass");
  const turns: Map<string, number>[] = [];
  for (let turn = 0; turn < WARM_UPS + STEP_TURNS; turn++) {
    const stepTimes = new Map<string, number>();
    analyzeScreenplay(screenplay, { stepTimes });
    if (turn >= WARM_UPS) turns.push(stepTimes);
  }
  const medians = [...turns[0]!.keys()]
    .map(
      (step) =>
        [
          step,
          percentile(
            turns.map((times) => times.get(step) ?? 0),
            50,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1]);
  const total = percentile(
    turns.map((times) => [...times.values()].reduce((sum, ms) => sum + ms, 0)),
    50,
  );
  return [
    `where a warm pass over ${name} goes (medians of ${STEP_TURNS} passes, ` +
      `${formatMs(total)} in all, load ${loadNow()}): ` +
      medians.map(([step, ms]) => `${step} ${formatMs(ms)}`).join(", "),
  ];
}

/** Fresh workers started for the cold row, whose first jobs' median it prints. */
const FRESH_WORKERS = 3;
/** Jobs each runs on the screenplay: the first, then two more left out, then the warm ones. */
const JOBS = 13;
/** A warm worker's earlier jobs: other screenplays of the corpus, in formats quick to read. */
const EARLIER_JOBS = 4;
const QUICK_TO_READ = /\.(fountain|fdx)$/i;

/**
 * A fresh process as the worker starts (lib/platform/serve/worker.ts): it loads the first pass
 * and, unless WARM_UP=0, warms it up as the worker does before it reports ready; it analyses
 * the EARLIER screenplays, if any, as a warm worker's earlier jobs; then it runs JOBS analyses
 * of COLD_START_FILE, each on a fresh copy of it as the job reads it from the database (JSON),
 * timed on the clock and in the CPU time of the thread (which a busy machine disturbs less).
 */
const COLD_START = `
const { readFileSync } = await import("node:fs");
const path = await import("node:path");
const started = performance.now();
const { analyzeScreenplay } = await import("@/lib/first-pass");
const { loadGazetteer } = await import("@/lib/first-pass/gazetteer");
const { prebuiltPart } = await import("@/lib/first-pass/prebuilt");
const { warmUpFirstPass } = await import("@/lib/first-pass/warm-up");
const { parseScreenplay } = await import("@/lib/screenplay");
if (process.env.WARM_UP === "0") loadGazetteer();
else warmUpFirstPass();
const readyMs = performance.now() - started;
const stored = async (file) =>
  JSON.stringify(await parseScreenplay(new Uint8Array(readFileSync(file)), { fileName: path.basename(file) }));
for (const file of process.env.EARLIER.split(",").filter(Boolean)) {
  const earlier = await stored(file);
  for (let turn = 0; turn < 2; turn++) analyzeScreenplay(JSON.parse(earlier));
}
const screenplay = await stored(process.env.COLD_START_FILE);
const cpu = () => { const { user, system } = process.threadCpuUsage(); return (user + system) / 1000; };
const jobs = [];
for (let turn = 0; turn < Number(process.env.JOBS); turn++) {
  const job = JSON.parse(screenplay);
  const [start, startCpu] = [performance.now(), cpu()];
  analyzeScreenplay(job);
  jobs.push({ ms: performance.now() - start, cpuMs: cpu() - startCpu });
}
console.log(JSON.stringify({ readyMs, jobs, fromFile: prebuiltPart("gazetteer") !== undefined }));
`;

type Job = { ms: number; cpuMs: number };
type ColdStart = { readyMs: number; jobs: Job[]; fromFile: boolean };

function coldStart(
  file: string,
  {
    indexes,
    warmUp = true,
    earlier = [],
    jobs = JOBS,
  }: { indexes?: string; warmUp?: boolean; earlier?: string[]; jobs?: number } = {},
): ColdStart {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    COLD_START_FILE: file,
    WARM_UP: warmUp ? "1" : "0",
    EARLIER: earlier.join(","),
    JOBS: String(jobs),
  };
  delete env.CLEARANCE_INDEXES;
  if (indexes !== undefined) env.CLEARANCE_INDEXES = indexes;
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", COLD_START],
    { env, encoding: "utf8" },
  );
  return JSON.parse(output) as ColdStart;
}

const median = (values: number[]) => percentile(values, 50);

/** The median of `jobs`, on the clock and in CPU time apart. */
const medianJob = (jobs: Job[]): Job => ({
  ms: median(jobs.map((job) => job.ms)),
  cpuMs: median(jobs.map((job) => job.cpuMs)),
});

const described = ({ ms, cpuMs }: Job) => `${formatMs(ms)} (CPU ${formatMs(cpuMs)})`;
const ratio = (of: Job, to: Job) =>
  `× ${(of.ms / to.ms).toFixed(2)} (CPU × ${(of.cpuMs / to.cpuMs).toFixed(2)})`;

/**
 * What a customer meets: the first job of a freshly started worker that reports ready, against
 * a warm worker's job on the same screenplay, new to it (after EARLIER_JOBS other screenplays)
 * as a customer's script is to every worker, each the median of FRESH_WORKERS processes; and
 * against the same screenplay analyzed again, whose words' answers the memos then hold. Beside
 * them, the fresh worker without the warm-up, and without the indexes' file.
 */
function coldStarts(file: string, earlier: string[]): string[] {
  const name = path.basename(file);
  const fresh = Array.from({ length: FRESH_WORKERS }, () => coldStart(file));
  if (!fresh.every((run) => run.fromFile))
    return ["cold start: no build/clearance/indexes.json (run npm run build first)"];
  const first = medianJob(fresh.map((run) => run.jobs[0]!));
  const again = medianJob(fresh.flatMap((run) => run.jobs.slice(3)));
  const ready = median(fresh.map((run) => run.readyMs));
  const lines = [
    `first job of a freshly started worker (ready, warmed up, in ${formatMs(ready)}), ${name}: ` +
      `${described(first)}, median of ${FRESH_WORKERS} processes, load ${loadNow()}`,
  ];
  if (earlier.length > 0) {
    const warm = medianJob(
      Array.from({ length: FRESH_WORKERS }, () => coldStart(file, { earlier, jobs: 1 }).jobs[0]!),
    );
    lines.push(
      `  against a warm worker's job on it, new to it (after ${earlier.length} other ` +
        `screenplays): ${described(warm)}: ${ratio(first, warm)}, goal ≤ × 1.5, load ${loadNow()}`,
    );
  }
  lines.push(
    `  against the same screenplay analyzed again (its words' answers kept): ` +
      `${described(again)}: ${ratio(first, again)}`,
  );
  const cold = coldStart(file, { warmUp: false }).jobs;
  lines.push(
    `  without the warm-up: first job ${described(cold[0]!)}: ` +
      `${ratio(cold[0]!, medianJob(cold.slice(3)))} the same screenplay again, load ${loadNow()}`,
  );
  const inProcess = coldStart(file, {
    indexes: path.join(os.tmpdir(), "no-clearance-indexes.json"),
  });
  lines.push(
    `  indexes built in-process (no build/clearance/indexes.json): ready in ` +
      `${formatMs(inProcess.readyMs)}, first job ${described(inProcess.jobs[0]!)}, ` +
      `load ${loadNow()}`,
  );
  return lines;
}
