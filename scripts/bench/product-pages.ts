import fs from "node:fs";
import path from "node:path";

import { startBenchApp } from "./app";
import { CHROMIUM, pageLoads, warmTimelines } from "./chromium";
import type { BenchOptions } from "./options";
import { loadAverages, pageGoalsTable, PAGE_GOALS, timelineTable } from "./page-goals";
import { pagesMatching } from "./page-list";
import { productPages, type ProductPage } from "./product-data";
import { ADMIN_EMAIL, CORPUS, SCRIPT } from "./results-table";

const ROUNDS = 5;
const TIMELINE_ROUNDS = 3;
/** Requests that load each page's code and warm the JIT before anything counts. */
const WARM_UP_REQUESTS = 10;

/** Each page fetched WARM_UP_REQUESTS times as its user, its answer checked. */
async function warmUp(pages: ProductPage[]) {
  for (const { url, cookies } of pages) {
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    for (let n = 0; n < WARM_UP_REQUESTS; n++) {
      const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
  }
}

/**
 * Every product page against the page goals (docs/development.md §2): each page of
 * config/routes.ts as its signed-in user with realistic data (product-data.ts), the sign-in
 * screens and the share page, in Chromium: first-load JavaScript of a cold load, LCP cold (a
 * new profile) and warm (a second load in the same profile), medians of ROUNDS rounds taken in
 * turns, the server warm; then where each page's warm load spends its time. `pages` keeps the
 * pages whose pattern starts with one of its comma-separated prefixes (`--pages=`). Skipped
 * without the corpus or Chromium.
 */
export async function benchProductPages({ pages: filter }: BenchOptions = {}): Promise<string[]> {
  if (!fs.existsSync(path.join(CORPUS, SCRIPT))) return [`product pages: skipped, no ${SCRIPT}`];
  if (!fs.existsSync(CHROMIUM)) return [`product pages: skipped, no ${CHROMIUM}`];
  const app = await startBenchApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  try {
    const pages = pagesMatching(await productPages(app), filter);
    await warmUp(pages);
    const before = loadAverages();
    const figures = await pageLoads(pages, ROUNDS);
    const timelines = await warmTimelines(pages, TIMELINE_ROUNDS);
    const { scriptKB, coldPaintMs, warmPaintMs } = PAGE_GOALS;
    return [
      `product pages in Chromium, median of ${ROUNDS} rounds in turns, server warm; load average ` +
        `(1, 5, 15 min) ${before} at the start, ${loadAverages()} at the end; goals: first-load ` +
        `JS ≤ ${scriptKB} kB compressed (kB = 1000 bytes), LCP ≤ ${coldPaintMs} ms cold (new ` +
        `profile), ≤ ${warmPaintMs} ms warm (second load in the same profile)`,
      ...pageGoalsTable(
        pages.map((page, index) => ({ page: page.pattern, ...figures[index]! })),
      ).map((line) => `  ${line}`),
      `where the time goes: warm loads, the one of median LCP of ${TIMELINE_ROUNDS}, ms from the ` +
        `navigation's start (first and last byte of the HTML, first contentful paint, ` +
        `DOMContentLoaded, largest paint; main-thread time in long tasks before it and until ` +
        `settled); load average ${loadAverages()}`,
      ...timelineTable(
        pages.map((page, index) => ({ page: page.pattern, ...timelines[index]! })),
      ).map((line) => `  ${line}`),
    ];
  } finally {
    await app.stop();
  }
}
