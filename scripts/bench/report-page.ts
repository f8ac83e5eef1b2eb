import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { inventedSnapshot } from "@/lib/reports/fixture";

import { startBenchApp, type BenchApp } from "./app";
import { signedInCustomer, type BenchCustomer } from "./customer";
import { CHROMIUM, coldLoads } from "./pages";
import { ADMIN_EMAIL, analyzedUpload, CORPUS, SCRIPT } from "./results-table";
import { formatMs, percentile } from "./stats";

/** The size of report the customer's page must show quickly. See docs/decisions/0008-page-cost.md. */
const ITEMS = 150;
const GOAL_MS = 500;
/** Requests that load the page's code and warm the JIT before anything counts. */
const WARM_UP_REQUESTS = 30;
const TIMED_REQUESTS = 20;

type Item = { id: string; version: number; state: string };

/**
 * The customer's draft ordered and paid by bank transfer (a proforma the admin issues and marks
 * paid, as the back office does), then moved into research.
 */
async function paidAndInResearch(customer: BenchCustomer, admin: BenchCustomer) {
  const id = customer.draftId;
  await customer.call("PATCH", "/api/user/billing", {
    name: "Wilhelmina Osei-Carrow",
    address_line1: "12 Harbour Road",
    city: "Chicago",
    country: "US",
  });
  await customer.call("POST", `/api/submissions/${id}/proforma`, { acceptTerms: true });
  const { proforma } = await customer.call<{ proforma: { id: string } }>(
    "GET",
    `/api/submissions/${id}/proforma`,
  );
  for (const action of ["issue", "mark-paid"])
    await admin.call("POST", `/api/admin/proformas/${proforma.id}`, { action });
  await admin.call("POST", `/api/admin/submissions/${id}/status`, {
    from: "paid",
    to: "in_research",
  });
}

/**
 * A published report of exactly ITEMS items on the customer's analyzed screenplay: the first
 * pass's items (their real names and places) given an invented report's codes, findings,
 * recommendations, alternatives and searches; researcher's own items when the first pass found
 * fewer, and the rest dismissed.
 */
async function publishedReport(customer: BenchCustomer, admin: BenchCustomer) {
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
  await admin.call("POST", `${base}/report`, {});
}

/** The page of a customer's submission with a published report of ITEMS items. */
export async function reportPageOf(app: BenchApp, script: string) {
  const customer = await signedInCustomer(app);
  await analyzedUpload(app, customer, script);
  const admin = await signedInCustomer(app, ADMIN_EMAIL);
  await paidAndInResearch(customer, admin);
  await publishedReport(customer, admin);
  return { url: `${app.origin}/submission/${customer.draftId}`, customer };
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
 * (docs/decisions/0008-page-cost.md, "The customer's report"): its HTML, the server's answer
 * time one request at a time, and the LCP of cold loads in Chromium (a new profile each, the
 * server warm), as the pages section measures them. Skipped without the corpus or Chromium.
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
    // The customer's `/` in the same turns: what a light page of ours paints in, meanwhile.
    const [cold, home] = await coldLoads([
      { url, cookies: customer.cookies },
      { url: `${app.origin}/`, cookies: customer.cookies },
    ]);
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
    return [
      `report page /submission/{id}, ${ITEMS} items, server warm: LCP ${formatMs(cold!.largestPaint)} ` +
        `(median of cold Chromium loads; goal ≤ ${GOAL_MS} ms ${cold!.largestPaint <= GOAL_MS ? "✔" : "✘"}), ` +
        `first-load JS ${kB(cold!.scriptBytes)}, LCP of / (signed in) meanwhile ${formatMs(home!.largestPaint)}, HTML ${kB(Buffer.byteLength(html))} ` +
        `(${kB(gzipSync(html).length)} gzipped), answered in ` +
        `${formatMs(
          percentile(
            answers.map((answer) => answer.ms),
            50,
          ),
        )} (median of ${TIMED_REQUESTS}, one at a time); ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}`,
    ];
  } finally {
    await app.stop();
  }
}
