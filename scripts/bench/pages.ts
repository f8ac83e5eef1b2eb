import os from "node:os";

import { startBenchApp, type BenchApp } from "./app";
import { DRAFT_TITLE, signedInCustomer } from "./customer";
import { CONNECTIONS, SECONDS, underLoad, type Load } from "./http";
import { formatMs, percentile } from "./stats";
import { alignColumns } from "./table";

const WARM_UP_REQUESTS = 200;

type Target = {
  label: string;
  url: string;
  shows: string;
  headers?: Record<string, string>;
  status?: number;
};

/** `target` under load, once its answer is checked: a redirect to sign-in would measure nothing. */
async function measure({ url, shows, headers, status = 200 }: Target): Promise<Load> {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.text();
  if (response.status !== status || !body.includes(shows)) {
    throw new Error(`${url} answered ${response.status} without "${shows}"`);
  }
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

/**
 * How many people the server serves at once: pages under autocannon, throughput and latency
 * (what each page costs a browser is the product-pages section's).
 */
export async function benchPages(): Promise<string[]> {
  const app = await startBenchApp();
  try {
    return await underConnections(app);
  } finally {
    await app.stop();
  }
}

async function underConnections(app: BenchApp): Promise<string[]> {
  const customer = await signedInCustomer(app);
  const headers = { cookie: customer.cookieHeader };
  const loadAverage = () => os.loadavg()[0]!.toFixed(1);
  const startedAt = loadAverage();
  const targets: Target[] = [
    { label: "GET /auth", url: `${app.origin}/auth`, shows: "<title>" },
    // The floor under any signed-in page of ours: the proxy and the document alone (no page).
    {
      label: "a missing page, signed in",
      url: `${app.origin}/no-such-page`,
      shows: "Not Found",
      status: 404,
      headers,
    },
    {
      label: "GET / (signed in)",
      url: `${app.origin}/`,
      shows: `>${DRAFT_TITLE}</a>`,
      headers,
    },
    {
      label: "GET /submission/{id}",
      url: `${app.origin}/submission/${customer.draftId}`,
      shows: `Submission: ${DRAFT_TITLE}`,
      headers,
    },
  ];
  const rows = [["", "req/s", "p50", "p99", "size", "bad"]];
  for (const target of targets) {
    const figures = await measure(target);
    rows.push([
      target.label,
      figures.requestsPerSecond.toFixed(0),
      formatMs(percentile(figures.latencies, 50)),
      formatMs(percentile(figures.latencies, 99)),
      `${(figures.bytesPerResponse / 1024).toFixed(0)} kB`,
      failures(figures, target.status),
    ]);
  }
  return [
    `pages under ${CONNECTIONS} connections, ${SECONDS} s each; bad: answers not 200 (404 for ` +
      `the missing page) with the page's data`,
    ...alignColumns(rows, "l").map((line) => `  ${line}`),
    `load average ${startedAt} at the start, ${loadAverage()} at the end`,
  ];
}
