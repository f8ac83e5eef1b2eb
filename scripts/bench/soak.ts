import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { SUBMISSION_LIMITS } from "@/config/submissions";

import { startBenchApp, type BenchApp } from "./app";
import { signedInCustomer, type BenchCustomer } from "./customer";
import { corpusFiles } from "./ingestion";
import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

const CONNECTIONS = 20;
const SAMPLE_EVERY_MS = 15_000;
/** A mid-sized corpus PDF (His Girl Friday), read where it is, never copied. */
const SCRIPT = "his_girl_friday_1940__charles_lederer.pdf";

type Action = {
  name: string;
  weight: number;
  /** How many times one customer may do it in a run, where rate limits count. */
  budget?: number;
  run(customer: BenchCustomer): Promise<unknown>;
};

/** The mix of a day's traffic, by weight: mostly page views and quote edits. */
function actions(app: BenchApp, pdf: Uint8Array<ArrayBuffer> | undefined): Action[] {
  const page = async (url: string, cookie: string) => {
    const answer = await fetch(url, { headers: { cookie }, redirect: "manual" });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  };
  let title = 0;
  const mix: Action[] = [
    { name: "GET / (list)", weight: 30, run: (c) => page(`${app.origin}/`, c.cookieHeader) },
    {
      name: "GET /quote/{id}",
      weight: 15,
      run: (c) => page(`${app.origin}/quote/${c.draftId}`, c.cookieHeader),
    },
    {
      name: "PATCH quote (title)",
      weight: 25,
      run: (c) => c.call("PATCH", `/api/submissions/${c.draftId}`, { title: `Soak ${title++}` }),
    },
    { name: "session refresh", weight: 10, run: (c) => c.refresh() },
    // The sign-in limit allows 50 an IP in 15 minutes: 20 made the customers, 20 more here.
    { name: "sign-in", weight: 5, budget: 1, run: (c) => c.signIn() },
  ];
  // Uploads are limited per customer an hour (a 429 beyond): at most that many each in a run.
  if (pdf) {
    const budget = SUBMISSION_LIMITS.uploadsPerHour;
    mix.push({ name: "upload a PDF", weight: 2, budget, run: (c) => upload(app, c, pdf) });
  }
  return mix;
}

async function upload(app: BenchApp, customer: BenchCustomer, pdf: Uint8Array<ArrayBuffer>) {
  const draft = await customer.call<{ correlation_id: string }>("GET", "/api/submissions/new");
  const form = new FormData();
  form.append("file", new Blob([pdf], { type: "application/pdf" }), SCRIPT);
  const answer = await fetch(`${app.origin}/api/submissions/${draft.correlation_id}/script`, {
    method: "POST",
    headers: { cookie: customer.cookieHeader, origin: app.origin },
    body: form,
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`upload answered ${answer.status}`);
}

/** Resident memory, in MB, of each process under `pid` (itself included), by its name. */
function residentMemory(pid: number): Map<string, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Ended while we looked.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  const memory = new Map<string, number>();
  for (const member of tree) {
    try {
      const status = fs.readFileSync(`/proc/${member}/status`, "utf8");
      const name = /^Name:\s*(.+)$/m.exec(status)?.[1] ?? String(member);
      const rss = Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
      memory.set(name, (memory.get(name) ?? 0) + rss);
    } catch {
      // Ended while we looked.
    }
  }
  return memory;
}

/**
 * `npm run bench -- --soak[=minutes]` (10 by default): mixed traffic at 20 connections
 * against the production build, with next-server's memory sampled every 15 s (no
 * error, no growth after warm-up, p99 per action).
 */
export async function soak(minutes: number): Promise<string[]> {
  const { corpus, present } = corpusFiles();
  const file = path.join(corpus, SCRIPT);
  const pdf = present && fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined;
  const app = await startBenchApp();
  try {
    const customers: BenchCustomer[] = [];
    for (let i = 0; i < CONNECTIONS; i++) customers.push(await signedInCustomer(app));
    const mix = actions(app, pdf);
    const totalWeight = mix.reduce((sum, action) => sum + action.weight, 0);
    const done = new Map<string, number>();
    const pick = (customer: number): Action => {
      let roll = Math.random() * totalWeight;
      const action = mix.find((each) => (roll -= each.weight) < 0) ?? mix[0]!;
      const key = `${customer} ${action.name}`;
      if ((done.get(key) ?? 0) >= (action.budget ?? Infinity)) return pick(customer);
      done.set(key, (done.get(key) ?? 0) + 1);
      return action;
    };
    const latencies = new Map(mix.map((action) => [action.name, [] as number[]]));
    const errors = new Map<string, number>();
    const samples: { at: number; rss: number }[] = [];
    const started = performance.now();
    const sample = () => {
      // A process's name is cut at 15 characters: "next-server (v1".
      const memory = [...residentMemory(app.pid)].find(([name]) => name.startsWith("next-server"));
      const rss = memory?.[1] ?? Number.NaN;
      samples.push({ at: (performance.now() - started) / 60_000, rss });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const until = started + minutes * 60_000;
    await Promise.all(
      customers.map(async (customer, index) => {
        while (performance.now() < until) {
          const action = pick(index);
          const begun = performance.now();
          try {
            await action.run(customer);
            latencies.get(action.name)!.push(performance.now() - begun);
          } catch (error) {
            const kind = `${action.name}: ${(error as Error).message.slice(0, 80)}`;
            errors.set(kind, (errors.get(kind) ?? 0) + 1);
          }
        }
      }),
    );
    clearInterval(sampler);
    sample();
    return report(minutes, latencies, errors, samples);
  } finally {
    await app.stop();
  }
}

function report(
  minutes: number,
  latencies: Map<string, number[]>,
  errors: Map<string, number>,
  samples: { at: number; rss: number }[],
): string[] {
  const rows = [["action", "done", "p50", "p99"]];
  for (const [name, times] of latencies) {
    rows.push([
      name,
      String(times.length),
      formatMs(percentile(times, 50)),
      formatMs(percentile(times, 99)),
    ]);
  }
  // Warm-up: the first fifth of the run (JIT, caches, the first pass's tables).
  const warm = samples.filter((each) => each.at >= minutes / 5);
  const first = warm[0]?.rss ?? Number.NaN;
  const last = samples.at(-1)?.rss ?? Number.NaN;
  const peak = Math.max(...warm.map((each) => each.rss));
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  return [
    `soak: ${minutes} min of mixed traffic, ${CONNECTIONS} connections ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} at the end)`,
    ...alignColumns(rows, "l").map((line) => `  ${line}`),
    `  errors: ${errors.size === 0 ? "none" : [...errors].map(([kind, n]) => `${n}× ${kind}`).join("; ")}`,
    `  next-server memory: ${mb(samples[0]?.rss ?? Number.NaN)} at the start, ${mb(first)} after ` +
      `warm-up, ${mb(last)} at the end (peak ${mb(peak)}; growth after warm-up ${mb(last - first)})`,
    `  memory every ${SAMPLE_EVERY_MS / 1000} s (MB): ${samples.map((each) => each.rss.toFixed(0)).join(" ")}`,
  ];
}
