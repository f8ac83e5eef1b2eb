/**
 * `npm run screenshots -- --out <dir>`: a full-page PNG of every product page (config/routes.ts),
 * the sign-in screens and the share page, at a phone's and a laptop's width, as the user each is
 * for, with the bench's data (scripts/bench/product-data.ts): `<dir>/<page>-<width>.png`. Builds
 * first when the build is stale and starts the app as `npm run bench` does. Needs the corpus.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { buildIfStale } from "@/lib/platform/launcher/build";

import { startBenchApp } from "./bench/app";
import { load, withChromium } from "./bench/chromium";
import { pageFileName } from "./bench/page-list";
import { productPages } from "./bench/product-data";
import { ADMIN_EMAIL } from "./bench/results-table";

const WIDTHS = [390, 1366];
/** The window's height; a full-page screenshot takes the whole page whatever it is. */
const HEIGHT = 900;
/** Time for what a page shows after its load event (lazy widgets, fonts, fetched data). */
const SETTLE_MS = 1500;

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) {
  console.error("Usage: npm run screenshots -- --out <dir>");
  process.exit(2);
}
const out = path.resolve(values.out);
fs.mkdirSync(out, { recursive: true });

console.log("Building the production bundle first when it is stale…");
if (!(await buildIfStale(process.cwd()))) process.exit(1);
const app = await startBenchApp({ ADMIN_EMAILS: ADMIN_EMAIL });
try {
  console.log("Seeding the data (a report of 150 items is researched and published)…");
  const pages = await productPages(app);
  await withChromium(async (newContext) => {
    // Page by page, both widths each: a page that changes the data (`/quote`) does so for
    // the pages after it at both widths alike.
    for (const { pattern, url, cookies, landsOn } of pages) {
      for (const width of WIDTHS) {
        const context = await newContext();
        try {
          const page = await context.newPage();
          await page.setViewportSize({ width, height: HEIGHT });
          await load(page, url, { cookies, landsOn });
          await page.evaluate("document.fonts.ready");
          await page.waitForTimeout(SETTLE_MS);
          const file = path.join(out, `${pageFileName(pattern)}-${width}.png`);
          // A whole script's view is some 180,000 px tall: minutes on a busy machine.
          await page.screenshot({ path: file, fullPage: true, timeout: 300_000 });
          console.log(`  ${pattern} at ${width} px: ${path.relative(process.cwd(), file)}`);
        } finally {
          await context.close();
        }
      }
    }
  });
} finally {
  await app.stop();
}
