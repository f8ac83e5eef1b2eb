import fs from "node:fs";
import os from "node:os";

import { chromium } from "@playwright/test";

import { startBenchApp, type BenchApp } from "./app";
import { startBareNext, type BareNext } from "./bare-next";
import { DRAFT_TITLE, signedInCustomer } from "./customer";
import { CONNECTIONS, SECONDS, underLoad, type Load } from "./http";
import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

const CHROMIUM = "/usr/bin/chromium";
const PAINTS = 7;
const WARM_UP_REQUESTS = 200;

type Target = { url: string; shows: string; headers?: Record<string, string> };

/** `target` under load, once its answer is checked: a redirect to sign-in would measure nothing. */
async function measure({ url, shows, headers }: Target): Promise<Load> {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200 || !body.includes(shows)) {
    throw new Error(`${url} answered ${response.status} without "${shows}"`);
  }
  // Loads the route's code and warms the JIT before the run that counts.
  await underLoad(url, { headers, amount: WARM_UP_REQUESTS });
  return underLoad(url, { headers, verifyBody: (answer) => answer.includes(shows) });
}

/** The answers that were not 200 with the page's data, by kind. */
function failures({ non2xx, mismatches, errors }: Load): string {
  const kinds = [
    [non2xx, "not 2xx"],
    [mismatches, "without the data"],
    [errors, "errors or timeouts"],
  ] as const;
  return (
    kinds
      .filter(([count]) => count > 0)
      .map((kind) => kind.join(" "))
      .join(", ") || "0"
  );
}

// A string, not a function: tsx's helpers in a compiled function do not exist in the page.
const FIRST_CONTENTFUL_PAINT = `new Promise((resolve) =>
  new PerformanceObserver((entries) => {
    const paint = entries.getEntriesByName("first-contentful-paint")[0];
    if (paint) resolve(paint.startTime);
  }).observe({ type: "paint", buffered: true }))`;

/**
 * First contentful paint of `url` in Chromium with `cookies`, in ms, for each of `loads` loads
 * in new tabs after one: that first one fills the HTTP cache with the scripts and styles, as
 * a customer's earlier visits have.
 */
export async function firstContentfulPaints(
  url: string,
  cookies: { name: string; value: string }[],
  loads = PAINTS,
): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    const paints: number[] = [];
    for (let load = 0; load <= loads; load++) {
      const page = await context.newPage();
      await page.goto(url);
      if (page.url() !== url) throw new Error(`${url} went to ${page.url()}`);
      const paint = (await page.evaluate(FIRST_CONTENTFUL_PAINT)) as number;
      if (load > 0) paints.push(paint);
      await page.close();
    }
    return paints;
  } finally {
    await browser.close();
  }
}

/**
 * A signed-in customer's pages under load beside a bare Next page of the same version in the
 * same run (issue 17's goal: at least 0.7× its throughput), and the first contentful paint of
 * `/` in Chromium.
 */
export async function benchSignedInPages(): Promise<string[]> {
  const bare = await startBareNext();
  try {
    const app = await startBenchApp();
    try {
      return await benchAgainst(app, bare);
    } finally {
      await app.stop();
    }
  } finally {
    await bare.stop();
  }
}

async function benchAgainst(app: BenchApp, bare: BareNext): Promise<string[]> {
  const customer = await signedInCustomer(app);
  const headers = { cookie: customer.cookieHeader };
  const row = (label: string, load: Load, versusBare = "") => [
    label,
    load.requestsPerSecond.toFixed(0),
    formatMs(percentile(load.latencies, 50)),
    formatMs(percentile(load.latencies, 99)),
    `${(load.bytesPerResponse / 1024).toFixed(1)} kB`,
    versusBare,
    failures(load),
  ];
  const bareLoad = await measure({ url: `${bare.origin}/`, shows: "Bare Next page" });
  const rows = [["", "req/s", "p50", "p99", "size", "", "bad"], row("bare Next page", bareLoad)];
  const pages: (Target & { label: string })[] = [
    { label: "GET / (signed in)", url: `${app.origin}/`, shows: `>${DRAFT_TITLE}</a>`, headers },
    {
      label: "GET /submission/{id}",
      url: `${app.origin}/submission/${customer.draftId}`,
      shows: `Submission: ${DRAFT_TITLE}`,
      headers,
    },
  ];
  for (const page of pages) {
    const load = await measure(page);
    const ratio = load.requestsPerSecond / bareLoad.requestsPerSecond;
    rows.push(row(page.label, load, `×${ratio.toFixed(2)} of a bare Next page`));
  }
  const lines = [
    `signed-in pages, ${CONNECTIONS} connections, ${SECONDS} s each, bad: answers not 200 with ` +
      `the page's data (load average ${os.loadavg()[0]!.toFixed(1)})`,
    ...alignColumns(rows, "l").map((line) => `  ${line}`),
  ];
  if (!fs.existsSync(CHROMIUM)) return [...lines, `first contentful paint: no ${CHROMIUM}`];
  const paints = await firstContentfulPaints(`${app.origin}/`, customer.cookies);
  // At b9f3b5f (client shells that fetched their data) this measured 944 ms, load average 14–19.
  return [
    ...lines,
    `first contentful paint of / (signed in, Chromium) median ${formatMs(percentile(paints, 50))} of ${PAINTS} loads`,
  ];
}
