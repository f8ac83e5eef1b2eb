import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { startBenchApp, type BenchApp } from "./app";
import { signedInCustomer, type BenchCustomer } from "./customer";
import { SECONDS, underLoad } from "./http";
import { formatMs, percentile } from "./stats";

export const CORPUS = path.resolve(process.cwd(), "../shared/corpus/screenplays");
/** About 150 items: a large submission's size. */
export const SCRIPT = "reason_of_state__matthew_orton.pdf";
const CONNECTIONS = 20;
export const ADMIN_EMAIL = "bench.researcher@example.com";

/**
 * Uploads `file` to the customer's draft (`id`, their first unless told) and waits until the
 * first pass has stored its items.
 */
export async function analyzedUpload(
  app: BenchApp,
  customer: BenchCustomer,
  file: string,
  id = customer.draftId,
) {
  const form = new FormData();
  form.append("file", new File([fs.readFileSync(file)], path.basename(file)));
  const url = `${app.origin}/api/submissions/${id}`;
  const headers = { cookie: customer.cookieHeader };
  const upload = await fetch(`${url}/script`, { method: "POST", headers, body: form });
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}`);
  for (let attempt = 0; attempt < 600; attempt++) {
    const view = (await (await fetch(url, { headers })).json()) as {
      script?: { analysis?: { status: string } };
    };
    const status = view.script?.analysis?.status;
    if (status === "done") return;
    if (status === "failed") throw new Error("the first pass failed");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the first pass never finished");
}

/**
 * The researchers' results table API for a submission of about 150 items, under
 * CONNECTIONS concurrent admins.
 */
export async function benchResultsTable(): Promise<string[]> {
  const file = path.join(CORPUS, SCRIPT);
  if (!fs.existsSync(file)) return [`results table API: skipped, no ${file}`];
  const app = await startBenchApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  try {
    const customer = await signedInCustomer(app);
    await analyzedUpload(app, customer, file);
    const admin = await signedInCustomer(app, ADMIN_EMAIL);
    const url = `${app.origin}/api/admin/submissions/${customer.draftId}/items`;
    const headers = { cookie: admin.cookieHeader };
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
    const items = ((await first.json()) as { items: unknown[] }).items.length;
    await underLoad(url, { headers, amount: 200, connections: CONNECTIONS });
    const load = await underLoad(url, { headers, connections: CONNECTIONS });
    return [
      `results table API, ${SCRIPT} (${items} items), ${CONNECTIONS} connections, ${SECONDS} s: ` +
        `p50 ${formatMs(percentile(load.latencies, 50))}, p99 ${formatMs(percentile(load.latencies, 99))}, ` +
        `${load.requestsPerSecond.toFixed(0)} req/s, ${(load.bytesPerResponse / 1024).toFixed(0)} kB each, ` +
        `${load.non2xx} non-2xx (load average ${os.loadavg()[0]!.toFixed(1)})`,
    ];
  } finally {
    await app.stop();
  }
}
