import { chromium, type BrowserContext, type Page } from "@playwright/test";

import { percentile } from "./stats";

/** Debian's Chromium, as the e2e tests use it. */
export const CHROMIUM = "/usr/bin/chromium";

export type Cookies = { name: string; value: string }[];

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
// A script taken from the browser's cache counts 0: only a cold load's figure is the page's.
const SCRIPT_BYTES = `performance.getEntriesByType("resource")
  .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
  .filter((entry) => entry.startTime <= performance.getEntriesByType("navigation")[0].loadEventEnd)
  .reduce((sum, entry) => sum + entry.encodedBodySize, 0)`;

// Registered before the page's own scripts run: the long tasks (the main thread busy 50 ms or
// more: script evaluation, hydration), which an observer made after the load would not see.
const LONG_TASKS_OBSERVER = `window.__longTasks = [];
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask" });`;
// Where a load's time went, in ms from the navigation's start, once the page has settled.
const TIMELINE = `new Promise((resolve) => {
  let largest = null;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) largest = entry;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => {
    const navigation = performance.getEntriesByType("navigation")[0];
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
    const element = largest && largest.element;
    const className = element && typeof element.className === "string" ? element.className : "";
    const name = element
      ? element.tagName.toLowerCase() + (className ? "." + className.split(" ")[0] : "") +
        ' "' + (element.textContent || "").trim().slice(0, 32) + '"'
      : "none";
    const paintAt = largest ? largest.startTime : NaN;
    const busy = (until) => (window.__longTasks || [])
      .filter(([start]) => start < until)
      .reduce((sum, [start, duration]) => sum + Math.min(duration, until - start), 0);
    resolve({
      htmlBytes: navigation.decodedBodySize,
      firstByte: navigation.responseStart,
      lastByte: navigation.responseEnd,
      domContentLoaded: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventEnd,
      firstPaint: firstPaint ? firstPaint.startTime : NaN,
      largestPaint: paintAt,
      element: name,
      longTasksBeforePaint: busy(paintAt),
      longTasks: busy(Infinity),
    });
  }, 300);
})`;

export type LoadTimeline = {
  /** The HTML's size, uncompressed (the page's data for its client components included). */
  htmlBytes: number;
  /** The HTML's first byte (server time to first byte) and last byte (end of the stream). */
  firstByte: number;
  lastByte: number;
  domContentLoaded: number;
  load: number;
  firstPaint: number;
  largestPaint: number;
  /** The largest paint's element: tag, first class, the start of its text. */
  element: string;
  /** Main-thread time in long tasks before the largest paint, and in all until settled. */
  longTasksBeforePaint: number;
  longTasks: number;
};

/** A second load of `page` in a new profile (warm), and where its time went. */
async function warmTimeline(newContext: () => Promise<BrowserContext>, page: PageToLoad) {
  const context = await newContext();
  try {
    const tab = await context.newPage();
    await tab.addInitScript(LONG_TASKS_OBSERVER);
    const { url, ...options } = page;
    await load(tab, url, options);
    await load(tab, url, options);
    return (await tab.evaluate(TIMELINE)) as LoadTimeline;
  } finally {
    await context.close();
  }
}

/** `run` with a headless Chromium, closed when it ends. */
export async function withChromium<T>(
  run: (newContext: () => Promise<BrowserContext>) => Promise<T>,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    return await run(() => browser.newContext());
  } finally {
    await browser.close();
  }
}

/**
 * `url` loaded in `page` with `cookies`, checked to have stayed there (a redirect to sign-in
 * would measure nothing) or, with `landsOn`, to have moved on to an address it matches.
 */
export async function load(
  page: Page,
  url: string,
  { cookies = [], landsOn }: { cookies?: Cookies; landsOn?: RegExp } = {},
) {
  // For the whole site, as the app sets them: a cookie given a page's address would be kept for
  // that page's folder only, and the page's own calls to /api would go without it.
  const site = new URL("/", url).href;
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: site })));
  await page.goto(url, { waitUntil: "load" });
  if (landsOn) await page.waitForURL(landsOn, { timeout: 30_000 });
  else if (page.url() !== url) throw new Error(`${url} went to ${page.url()}`);
}

/** The loaded page's largest contentful paint and first-load JavaScript (compressed bytes). */
export async function paintAndScripts(page: Page) {
  return {
    largestPaint: (await page.evaluate(LARGEST_CONTENTFUL_PAINT)) as number,
    scriptBytes: (await page.evaluate(SCRIPT_BYTES)) as number,
  };
}

export type PageToLoad = { url: string; cookies?: Cookies; landsOn?: RegExp };
export type PageLoads = {
  /** First-load JavaScript of a cold load, compressed bytes as sent. */
  scriptBytes: number;
  /** Median LCP of loads in a new browser profile (nothing cached), in ms. */
  coldPaint: number;
  /** Median LCP of a second load in the same profile, in ms. */
  warmPaint: number;
};

/**
 * Each of `pages` loaded `rounds` times in a new browser profile (cold) and once more at once in
 * that profile (warm), in turns: a page then the next, so that a change in the machine's load
 * falls on all of them. The server is as the caller left it: warm it first.
 */
export async function pageLoads(pages: PageToLoad[], rounds: number): Promise<PageLoads[]> {
  return withChromium(async (newContext) => {
    const cold = pages.map((): number[] => []);
    const warm = pages.map((): number[] => []);
    const scriptBytes = pages.map(() => 0);
    for (let round = 0; round < rounds; round++) {
      for (const [index, { url, ...options }] of pages.entries()) {
        const context = await newContext();
        try {
          const page = await context.newPage();
          await load(page, url, options);
          const first = await paintAndScripts(page);
          cold[index]!.push(first.largestPaint);
          scriptBytes[index] = first.scriptBytes;
          await load(page, url, options);
          warm[index]!.push((await paintAndScripts(page)).largestPaint);
        } finally {
          await context.close();
        }
      }
    }
    return pages.map((_, index) => ({
      scriptBytes: scriptBytes[index]!,
      coldPaint: percentile(cold[index]!, 50),
      warmPaint: percentile(warm[index]!, 50),
    }));
  });
}

/**
 * Where each of `pages`' warm loads spends its time: `rounds` warm loads each in turns, the
 * timeline of its median largest paint.
 */
export async function warmTimelines(pages: PageToLoad[], rounds: number): Promise<LoadTimeline[]> {
  return withChromium(async (newContext) => {
    const loads = pages.map((): LoadTimeline[] => []);
    for (let round = 0; round < rounds; round++) {
      for (const [index, page] of pages.entries()) {
        loads[index]!.push(await warmTimeline(newContext, page));
      }
    }
    return loads.map((timelines) => {
      const median = percentile(
        timelines.map((timeline) => timeline.largestPaint),
        50,
      );
      return timelines.find((timeline) => timeline.largestPaint === median)!;
    });
  });
}
