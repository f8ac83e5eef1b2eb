import fs from "node:fs";
import os from "node:os";

import { chromium, type BrowserContext } from "@playwright/test";

import { startBenchApp, type BenchApp } from "./app";
import { startBareNext, type BareNext } from "./bare-next";
import { DRAFT_TITLE, signedInCustomer } from "./customer";
import { CONNECTIONS, SECONDS, underLoad, type Load } from "./http";
import { withStaticCopies } from "./static-copy";
import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

export const CHROMIUM = "/usr/bin/chromium";
const COLD_ROUNDS = 7;
const WARM_UP_REQUESTS = 200;

type Target = {
  url: string;
  shows: string;
  headers?: Record<string, string>;
  status?: number;
  /** A header the answer must carry: the bare app's proxy marks the pages it ran for. */
  marked?: string;
};

/** The body of `target`'s answer, once checked: a redirect to sign-in would measure nothing. */
async function checkedAnswer({ url, shows, headers, status = 200, marked }: Target) {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.text();
  if (response.status !== status || !body.includes(shows)) {
    throw new Error(`${url} answered ${response.status} without "${shows}"`);
  }
  if (marked && !response.headers.has(marked)) throw new Error(`${url} answered without ${marked}`);
  return body;
}

/** `target` under load, once its answer is checked. */
async function measure(target: Target): Promise<Load> {
  const { url, shows, headers } = target;
  await checkedAnswer(target);
  // Loads the route's code and warms the JIT before the run that counts.
  await underLoad(url, { headers, amount: WARM_UP_REQUESTS });
  return underLoad(url, { headers, verifyBody: (answer) => answer.includes(shows) });
}

/** The answers that were not `status` with the page's data, by kind. */
function failures({ non2xx, mismatches, errors }: Load, status = 200): string {
  const kinds = [
    // Under load the status is counted only as 2xx or not; the data shows the page was right.
    [status === 200 ? non2xx : 0, "not 2xx"],
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

// Strings, not functions: tsx's helpers in a compiled function do not exist in the page. The
// last candidate Chromium reported once the page has loaded and settled.
const LARGEST_CONTENTFUL_PAINT = `new Promise((resolve) => {
  let last = 0;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) last = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => resolve(last), 300);
})`;
// Compressed bytes of the scripts the page fetched before its load event (its first-load
// JavaScript): not those Next prefetches afterwards for the links on it, whose timing varies.
const SCRIPT_BYTES = `performance.getEntriesByType("resource")
  .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
  .filter((entry) => entry.startTime <= performance.getEntriesByType("navigation")[0].loadEventEnd)
  .reduce((sum, entry) => sum + entry.encodedBodySize, 0)`;

type Cookies = { name: string; value: string }[];

async function withChromium<T>(run: (newContext: () => Promise<BrowserContext>) => Promise<T>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    return await run(() => browser.newContext());
  } finally {
    await browser.close();
  }
}

async function open(context: BrowserContext, url: string, cookies: Cookies) {
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  if (page.url() !== url) throw new Error(`${url} went to ${page.url()}`);
  return page;
}

type ColdLoad = { scriptBytes: number; largestPaint: number };

/**
 * Each of `pages` loaded COLD_ROUNDS times, each time in a new browser profile (nothing cached),
 * in turns: a page then the next, so that a change in the machine's load falls on all of them.
 */
export async function coldLoads(pages: { url: string; cookies: Cookies }[]): Promise<ColdLoad[]> {
  return withChromium(async (newContext) => {
    const paints = pages.map((): number[] => []);
    const scriptBytes = pages.map(() => 0);
    for (let round = 0; round < COLD_ROUNDS; round++) {
      for (const [index, { url, cookies }] of pages.entries()) {
        const context = await newContext();
        const page = await open(context, url, cookies);
        paints[index]!.push((await page.evaluate(LARGEST_CONTENTFUL_PAINT)) as number);
        scriptBytes[index] = (await page.evaluate(SCRIPT_BYTES)) as number;
        await context.close();
      }
    }
    return pages.map((_, index) => ({
      scriptBytes: scriptBytes[index]!,
      largestPaint: percentile(paints[index]!, 50),
    }));
  });
}

const ratio = (figure: number, baseline: number) => `×${(figure / baseline).toFixed(2)}`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

/**
 * The page figures, each beside a bare Next app of the same version measured in
 * the same run: throughput under load (the prerendered bare page for /auth, the per-request one
 * for signed-in pages; each also behind a proxy that only sets a header, as all of ours are behind
 * proxy.ts), then first-load JavaScript and LCP in cold Chromium, with the LCP's floors.
 */
export async function benchPages(): Promise<string[]> {
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
  const loadAverage = () => os.loadavg()[0]!.toFixed(1);
  const startedAt = loadAverage();

  const bareStatic = await measure({ url: `${bare.origin}/static`, shows: "Prerendered" });
  const bareDynamic = await measure({ url: `${bare.origin}/`, shows: "Rendered at" });
  const marked = "x-bench-proxy";
  const proxiedStatic = await measure({
    url: `${bare.origin}/behind-proxy/static`,
    shows: "Prerendered",
    marked,
  });
  const proxiedDynamic = await measure({
    url: `${bare.origin}/behind-proxy`,
    shows: "Rendered at",
    marked,
  });
  const baselines = {
    prerendered: { plain: bareStatic, proxied: proxiedStatic },
    "per request": { plain: bareDynamic, proxied: proxiedDynamic },
  };
  const pages: (Target & { label: string; baseline: keyof typeof baselines; goal: string })[] = [
    {
      label: "GET /auth",
      url: `${app.origin}/auth`,
      shows: "<title>",
      baseline: "prerendered",
      goal: "≥ ×0.5",
    },
    // The floor under any signed-in page of ours: the proxy and the document alone (no page).
    {
      label: "a missing page, signed in",
      url: `${app.origin}/no-such-page`,
      shows: "Not Found",
      status: 404,
      headers,
      baseline: "per request",
      goal: "floor",
    },
    {
      label: "GET / (signed in)",
      url: `${app.origin}/`,
      shows: `>${DRAFT_TITLE}</a>`,
      headers,
      baseline: "per request",
      goal: "≥ ×0.7",
    },
    {
      label: "GET /submission/{id}",
      url: `${app.origin}/submission/${customer.draftId}`,
      shows: `Submission: ${DRAFT_TITLE}`,
      headers,
      baseline: "per request",
      goal: "≥ ×0.7",
    },
  ];
  type Versus = {
    baseline: string;
    ratio: string;
    goal?: string;
    proxied?: string;
    status?: number;
  };
  const load = (label: string, figures: Load, versus?: Versus) => [
    label,
    figures.requestsPerSecond.toFixed(0),
    formatMs(percentile(figures.latencies, 50)),
    formatMs(percentile(figures.latencies, 99)),
    kB(figures.bytesPerResponse),
    failures(figures, versus?.status),
    versus?.baseline ?? "",
    versus?.ratio ?? "",
    versus?.goal ?? "",
    versus?.proxied ?? "",
  ];
  const throughputRows = [
    ["", "req/s", "p50", "p99", "size", "bad", "baseline", "ratio", "goal", "behind a proxy"],
    load("bare Next page, prerendered", bareStatic),
    load("bare Next page, per request", bareDynamic),
    load("the same behind a proxy, prerendered", proxiedStatic, {
      baseline: "prerendered",
      ratio: ratio(proxiedStatic.requestsPerSecond, bareStatic.requestsPerSecond),
    }),
    load("the same behind a proxy, per request", proxiedDynamic, {
      baseline: "per request",
      ratio: ratio(proxiedDynamic.requestsPerSecond, bareDynamic.requestsPerSecond),
    }),
  ];
  for (const page of pages) {
    const figures = await measure(page);
    const { plain, proxied } = baselines[page.baseline];
    throughputRows.push(
      load(page.label, figures, {
        baseline: page.baseline,
        ratio: ratio(figures.requestsPerSecond, plain.requestsPerSecond),
        goal: page.goal,
        proxied: ratio(figures.requestsPerSecond, proxied.requestsPerSecond),
        status: page.status,
      }),
    );
  }
  const lines = [
    `pages under ${CONNECTIONS} connections, ${SECONDS} s each; bad: answers not 200 (404 for ` +
      `the missing page) with the page's data; baseline: the bare Next page beside it; behind ` +
      `a proxy: the ratio to that page behind a proxy that only sets a header`,
    ...alignColumns(throughputRows, "l").map((line) => `  ${line}`),
  ];
  if (!fs.existsSync(CHROMIUM)) return [...lines, `Chromium page figures: no ${CHROMIUM}`];

  // The floors under the LCP goal: each page's HTML as served, as a file with no script files.
  const pageHtml = (url: string) => checkedAnswer({ url, shows: DRAFT_TITLE, headers });
  const homeUrl = `${app.origin}/`;
  const quoteUrl = `${app.origin}/quote/${customer.draftId}`;
  const floors = [await pageHtml(homeUrl), await pageHtml(quoteUrl)];
  const coldPages = [
    { label: "bare Next page", url: `${bare.origin}/`, cookies: [] },
    { label: "/auth", url: `${app.origin}/auth`, cookies: [] },
    { label: "/ (signed in)", url: homeUrl, cookies: customer.cookies },
    { label: "/quote/{id}", url: quoteUrl, cookies: customer.cookies },
  ];
  const [bareCold, ...cold] = await withStaticCopies(app.origin, floors, ([home, quote]) => {
    coldPages.push(
      { label: "floor: / as a file, no scripts", url: `${home}/`, cookies: [] },
      { label: "floor: /quote/{id} as a file, no scripts", url: `${quote}/`, cookies: [] },
    );
    return coldLoads(coldPages);
  });
  const coldRows = [
    ["", "first-load JS", "ratio", "LCP (median)", "ratio"],
    ["bare Next page", kB(bareCold!.scriptBytes), "", formatMs(bareCold!.largestPaint), ""],
    ...cold.map((figures, index) => [
      coldPages[index + 1]!.label,
      kB(figures.scriptBytes),
      figures.scriptBytes ? ratio(figures.scriptBytes, bareCold!.scriptBytes) : "",
      formatMs(figures.largestPaint),
      ratio(figures.largestPaint, bareCold!.largestPaint),
    ]),
  ];
  return [
    ...lines,
    `cold loads in Chromium (new profile each, in turns, median of ${COLD_ROUNDS}); JS compressed as ` +
      `sent; goals: JS ≤ ×1.8, LCP ≤ ×2 of the bare page`,
    ...alignColumns(coldRows, "l").map((line) => `  ${line}`),
    `load average ${startedAt} at the start, ${loadAverage()} at the end`,
  ];
}
