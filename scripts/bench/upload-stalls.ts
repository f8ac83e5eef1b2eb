import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { ScriptView, SubmissionView } from "@/lib/submissions/views";

import { startBenchApp, type BenchApp } from "./app";
import { signedInCustomer } from "./customer";
import { corpusFiles } from "./ingestion";
import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

/** The corpus's largest PDF (Big Fish, 128 pages): read where it is, never copied. */
const SCRIPT = "big_fish__john_august__finaldraft11.pdf";
const PROBE_EVERY_MS = 200;
const GOAL_P99_MS = 100;

type Run = { latencies: number[]; parsedMs: number; analyzedMs: number; script: ScriptView };

/**
 * `/api/health` probed every 200 ms while a customer uploads a big PDF and the app reads and
 * analyses it (p99 under 100 ms), with that work in the web server as before
 * (SCREENPLAY_WORKER=web) and in the launcher's worker process.
 */
export async function benchUploadStalls(): Promise<string[]> {
  const { corpus, present } = corpusFiles();
  const file = path.join(corpus, SCRIPT);
  if (!present || !fs.existsSync(file)) return [`upload stalls skipped: no ${file}`];
  const bytes = new Uint8Array(fs.readFileSync(file));

  const rows = [["work done in", "probes", "p50", "p99", "max", "upload → read", "→ analyzed"]];
  let pages = "";
  for (const [label, mode] of [
    ["web server", "web"],
    ["worker process", "separate"],
  ] as const) {
    const app = await startBenchApp({ SCREENPLAY_WORKER: mode });
    try {
      const run = await uploadWhileProbing(app, bytes);
      pages = `${run.script.page_count} pages, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`;
      rows.push([
        label,
        String(run.latencies.length),
        formatMs(percentile(run.latencies, 50)),
        formatMs(percentile(run.latencies, 99)),
        formatMs(Math.max(...run.latencies)),
        formatMs(run.parsedMs),
        formatMs(run.analyzedMs),
      ]);
    } finally {
      await app.stop();
    }
  }
  return [
    `/api/health every ${PROBE_EVERY_MS} ms while ${SCRIPT} (${pages}) is uploaded, read and ` +
      `analyzed (goal p99 < ${GOAL_P99_MS} ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
    ...alignColumns(rows, "l").map((line) => `  ${line}`),
  ];
}

async function uploadWhileProbing(app: BenchApp, bytes: Uint8Array<ArrayBuffer>): Promise<Run> {
  const customer = await signedInCustomer(app);
  const headers = { cookie: customer.cookieHeader, origin: app.origin };
  // Both setups load the first pass's tables at start: let that finish before measuring.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const latencies: number[] = [];
  const probes: Promise<void>[] = [];
  const probe = async () => {
    const start = performance.now();
    const answer = await fetch(`${app.origin}/api/health`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`/api/health answered ${answer.status}`);
    latencies.push(performance.now() - start);
  };
  // On a fixed beat, whether or not the last probe has answered: a stall delays several.
  const timer = setInterval(() => probes.push(probe()), PROBE_EVERY_MS);
  try {
    const started = performance.now();
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), SCRIPT);
    const url = `${app.origin}/api/submissions/${customer.draftId}/script`;
    const uploaded = await fetch(url, { method: "POST", headers, body: form });
    if (!uploaded.ok)
      throw new Error(`upload answered ${uploaded.status} ${await uploaded.text()}`);
    const { id } = (await uploaded.json()) as ScriptView;

    let parsedMs = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const answer = await fetch(`${app.origin}/api/submissions/${customer.draftId}`, { headers });
      const view = (await answer.json()) as SubmissionView;
      const script = [view.script, view.pending_upload].find((each) => each?.id === id);
      if (script?.status === "failed") throw new Error(`the upload failed: ${script.error}`);
      if (script?.status === "parsed" && !parsedMs) parsedMs = performance.now() - started;
      if (script?.analysis?.status === "failed") throw new Error("the first pass failed");
      if (script?.analysis?.status === "done") {
        return { latencies, parsedMs, analyzedMs: performance.now() - started, script };
      }
    }
  } finally {
    clearInterval(timer);
    await Promise.all(probes);
  }
}
