import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { inventedSnapshot } from "@/lib/reports/fixture";

import { startBenchApp, type BenchApp } from "./app";
import { CHROMIUM, pageLoads } from "./chromium";
import { signedInCustomer, type BenchCustomer } from "./customer";
import { loadAverages, pageGoalsTable } from "./page-goals";
import { ADMIN_EMAIL, analyzedUpload, CORPUS, SCRIPT } from "./results-table";
import { formatMs, percentile } from "./stats";

/** The size of report the customer's page must show quickly (docs/development.md §2). */
const ITEMS = 150;
const ROUNDS = 7;
/** Requests that load the page's code and warm the JIT before anything counts. */
const WARM_UP_REQUESTS = 30;
const TIMED_REQUESTS = 20;

type Item = { id: string; version: number; state: string };

/**
 * The customer's draft ordered and paid by bank transfer (a proforma, which the admin marks paid
 * with the amount that arrived, as the back office does), then moved into research.
 */
async function paidAndInResearch(
  customer: BenchCustomer,
  admin: BenchCustomer,
  titleClearance: boolean,
) {
  const id = customer.draftId;
  if (titleClearance)
    await customer.call("PATCH", `/api/submissions/${id}`, { title_clearance: true });
  await customer.call("PATCH", "/api/user/billing", {
    name: "Wilhelmina Osei-Carrow",
    address_line1: "12 Harbour Road",
    city: "Chicago",
    country: "US",
  });
  await customer.call("POST", `/api/submissions/${id}/proforma`, { acceptTerms: true });
  const { proforma } = await customer.call<{
    proforma: { id: string; status: string; total: number };
  }>("GET", `/api/submissions/${id}/proforma`);
  // Issued as it is asked for, unless admins review proformas first (product.md §7).
  if (proforma.status === "draft")
    await admin.call("POST", `/api/admin/proformas/${proforma.id}`, { action: "issue" });
  await admin.call("POST", `/api/admin/proformas/${proforma.id}`, {
    action: "mark-paid",
    received_on: new Date().toISOString().slice(0, 10),
    received_amount: proforma.total,
    reference: "OSEI-CARROW HARBOUR LIGHTS",
  });
  await admin.call("POST", `/api/admin/submissions/${id}/status`, {
    from: "paid",
    to: "in_research",
  });
}

/**
 * A published report of exactly ITEMS items on the customer's analyzed screenplay: the first
 * pass's items (their real names and places) given an invented report's codes, findings,
 * recommendations, alternatives and searches; researcher's own items when the first pass found
 * fewer, and the rest dismissed; the title clearance's verdict when it was ordered.
 */
async function publishedReport(
  customer: BenchCustomer,
  admin: BenchCustomer,
  titleClearance: boolean,
) {
  const base = `/api/admin/submissions/${customer.draftId}`;
  await admin.call("PATCH", "/api/user/name", {
    display_name: "Dana Whitlock",
    job_title: "Senior researcher",
  });
  const invented = inventedSnapshot(ITEMS).items;
  const { items: found } = await admin.call<{ items: Item[] }>("GET", `${base}/items`);
  const items = found.slice(0, ITEMS);
  for (const extra of invented.slice(items.length)) {
    items.push(
      await admin.call<Item>("POST", `${base}/items`, {
        category: extra.category,
        text: extra.text,
      }),
    );
  }
  for (const [at, item] of items.entries()) {
    const { code, finding, recommendation, alternatives, sources } = invented[at]!;
    await admin.call("PATCH", `${base}/items/${item.id}`, {
      expected_version: item.version,
      state: "finding_recorded",
      code,
      finding,
      recommendation,
      alternatives,
      sources: sources.map(({ checkedOn, ...source }) => ({ ...source, checked_on: checkedOn })),
    });
  }
  const rest = found.slice(ITEMS).map((item) => item.id);
  if (rest.length > 0)
    await admin.call("POST", `${base}/items/bulk`, { action: "dismiss", item_ids: rest });
  if (titleClearance) {
    // A report whose title clearance was ordered waits for its verdict.
    const { search } = await admin.call<{ search: { version: number } }>(
      "GET",
      `${base}/title-clearance`,
    );
    await admin.call("PATCH", `${base}/title-clearance`, {
      verdict: "clear_with_caution",
      summary: "Two earlier films share the title; neither is in distribution in the US.",
      version: search.version,
    });
  }
  await admin.call("POST", `${base}/report`, {});
}

/**
 * The page of a customer's submission with a published report of ITEMS items (title clearance
 * ordered too with `titleClearance`), the customer, and the admin who published it.
 */
export async function reportPageOf(app: BenchApp, script: string, { titleClearance = false } = {}) {
  const customer = await signedInCustomer(app);
  await analyzedUpload(app, customer, script);
  const admin = await signedInCustomer(app, ADMIN_EMAIL);
  await paidAndInResearch(customer, admin, titleClearance);
  await publishedReport(customer, admin, titleClearance);
  return { url: `${app.origin}/submission/${customer.draftId}`, customer, admin };
}

/** Time to the whole answer of `url`, in ms, and its body. */
async function timedGet(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

/**
 * The customer's report page, `/submission/{id}`, with a published report of ITEMS items
 * (docs/development.md §2): its HTML, the server's answer time one request at a time, and in
 * Chromium its first-load JavaScript and LCP cold and warm (the server warm), beside the
 * customer's `/` in the same turns, against the page goals. Skipped without the corpus or Chromium.
 */
export async function benchReportPage(): Promise<string[]> {
  const file = path.join(CORPUS, SCRIPT);
  if (!fs.existsSync(file)) return [`report page: skipped, no ${file}`];
  if (!fs.existsSync(CHROMIUM)) return [`report page: skipped, no ${CHROMIUM}`];
  const app = await startBenchApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  try {
    const { url, customer } = await reportPageOf(app, file);
    for (let n = 0; n < WARM_UP_REQUESTS; n++) await timedGet(url, customer.cookieHeader);
    const answers = [];
    for (let n = 0; n < TIMED_REQUESTS; n++)
      answers.push(await timedGet(url, customer.cookieHeader));
    const html = answers[0]!.body;
    if (!html.includes("Clearance report, version")) throw new Error(`${url} has no report`);
    const before = loadAverages();
    const pages = [
      { page: `/submission/{id}, ${ITEMS} items`, url },
      // What a light page of ours paints in, meanwhile.
      { page: "/ (signed in)", url: `${app.origin}/` },
    ];
    const figures = await pageLoads(
      pages.map((page) => ({ url: page.url, cookies: customer.cookies })),
      ROUNDS,
    );
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
    const answerMs = percentile(
      answers.map((answer) => answer.ms),
      50,
    );
    return [
      `report page, ${ITEMS} items: HTML ${kB(Buffer.byteLength(html))} (${kB(gzipSync(html).length)} ` +
        `gzipped), answered in ${formatMs(answerMs)} (median of ${TIMED_REQUESTS}, one at a ` +
        `time, server warm); in Chromium, median of ${ROUNDS} rounds in turns; load average ` +
        `(1, 5, 15 min) ${before} at the start, ${loadAverages()} at the end`,
      ...pageGoalsTable(pages.map(({ page }, index) => ({ page, ...figures[index]! }))).map(
        (line) => `  ${line}`,
      ),
    ];
  } finally {
    await app.stop();
  }
}
