import fs from "node:fs";
import path from "node:path";

import { getResolvedPDFJS } from "unpdf";

import { parseScreenplay, ScreenplayError, screenplayStats } from "@/lib/screenplay";
import { PDF_OPTIONS } from "@/lib/screenplay/pdf";
import type { ScreenplayStats } from "@/lib/screenplay/stats";

import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

/** Real screenplays we may read but not redistribute: used where they are, never copied. */
const CORPUS = "../shared/corpus/screenplays";
const EXTENSIONS = new Set([".pdf", ".fdx", ".fountain"]);

export type Timing<T> = { runs: number; warmUp: number; median: number; min: number; result: T };

/**
 * One warm-up, then `fixedRuns` timed runs, or else 5, or 3 when a run takes over 200 ms (the
 * full bench keeps within 5 minutes). Answers the last run's result too.
 */
export async function time<T>(task: () => Promise<T>, fixedRuns?: number): Promise<Timing<T>> {
  const started = performance.now();
  let result = await task();
  const warmUp = performance.now() - started;
  const runs = fixedRuns ?? (warmUp > 200 ? 3 : 5);
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Each run starts from a collected heap (npm run bench passes --expose-gc), so no run pays
    // for the garbage of the one before, or of another task.
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    result = await task();
    durations.push(performance.now() - start);
  }
  return { runs, warmUp, median: percentile(durations, 50), min: Math.min(...durations), result };
}

/** What pdf.js alone takes to hand over every page's text: no reading of it, no font styles. */
async function extractText(bytes: Uint8Array): Promise<void> {
  const pdfjs = await getResolvedPDFJS();
  // pdf.js may take ownership of the buffer it is given, as in parsePdf.
  const task = pdfjs.getDocument({ ...PDF_OPTIONS, data: bytes.slice() });
  try {
    const pdf = await task.promise;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      try {
        await page.getTextContent();
      } finally {
        page.cleanup();
      }
    }
  } finally {
    await task.destroy();
  }
}

export function explain(error: unknown): string {
  if (error instanceof ScreenplayError) return `ScreenplayError ${error.problem}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The corpus folder and its PDF, FDX and Fountain files by name; no files when it is absent. */
export function corpusFiles(): { corpus: string; files: string[]; present: boolean } {
  const corpus = path.resolve(process.cwd(), CORPUS);
  if (!fs.existsSync(corpus)) return { corpus, files: [], present: false };
  const files = fs
    .readdirSync(corpus)
    .filter((name) => EXTENSIONS.has(path.extname(name).toLowerCase()))
    .sort();
  return { corpus, files, present: true };
}

/**
 * Screenplay ingestion (`parseScreenplay` and `screenplayStats`) for every PDF, FDX and Fountain
 * file of the shared corpus, and for PDFs the pdf.js text-extraction floor beneath it.
 */
export async function benchIngestion(): Promise<string[]> {
  const { corpus, files, present } = corpusFiles();
  if (!present) return [`screenplay ingestion skipped: no corpus at ${corpus}`];

  const header = ["file", "pages", "", "scenes", "speaking", "elements", "runs", "median", "min"];
  const rows = [[...header, "pdf.js floor", "ratio"]];
  const failures: string[] = [];
  let totalMs = 0;
  let totalPages = 0;
  for (const name of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, name)));
    let ingestion: Timing<{ stats: ScreenplayStats; elements: number }>;
    try {
      ingestion = await time(async () => {
        const screenplay = await parseScreenplay(bytes, { fileName: name });
        return { stats: screenplayStats(screenplay), elements: screenplay.elements.length };
      });
    } catch (error) {
      failures.push(`${name}: ${explain(error)}`);
      continue;
    }
    let floor: Timing<void> | undefined;
    if (path.extname(name).toLowerCase() === ".pdf") {
      try {
        floor = await time(() => extractText(bytes));
      } catch (error) {
        failures.push(`${name} (pdf.js text only): ${explain(error)}`);
      }
    }
    const { stats, elements } = ingestion.result;
    totalMs += ingestion.median;
    totalPages += stats.pageCount;
    rows.push([
      name,
      String(stats.pageCount),
      stats.pageCountExact ? "" : "(est.)",
      String(stats.sceneCount),
      String(stats.speakingCharacters),
      String(elements),
      String(ingestion.runs),
      formatMs(ingestion.median),
      formatMs(ingestion.min),
      floor ? formatMs(floor.median) : "",
      floor ? `× ${(ingestion.median / floor.median).toFixed(2)}` : "",
    ]);
  }

  return [
    `screenplay ingestion, ${corpus} (parse + stats; median and min after 1 warm-up)`,
    ...alignColumns(rows, "lrl").map((line) => `  ${line}`),
    ...failures.map((failure) => `  failed ${failure}`),
    rows.length === 1
      ? "ingestion total: no file read"
      : `ingestion total ${formatMs(totalMs)} (sum of medians) for ${rows.length - 1} files, ` +
        `${totalPages} pages: ${((totalPages * 1000) / totalMs).toFixed(0)} pages/s`,
  ];
}
