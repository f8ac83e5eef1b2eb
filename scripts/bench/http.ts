import fs from "node:fs";

import autocannon from "autocannon";

import { pickPort } from "@/lib/net/ports";
import { launchApp, stopApp, tempDataDir, waitForHealth } from "@/test/launcher";

import { formatMs, percentile } from "./stats";

const CONNECTIONS = 50;
const SECONDS = 10;

/** GET / under load: latency percentiles from every response, and throughput. */
export async function benchHomePage(): Promise<string[]> {
  const dataDir = tempDataDir("ncs-bench-");
  const port = await pickPort(0);
  const app = launchApp("start", {
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(await pickPort(0)),
  });
  try {
    await waitForHealth(port, app);
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const load = autocannon(
        { url: `http://localhost:${port}/`, connections: CONNECTIONS, duration: SECONDS },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      load.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    const label = `GET / (${CONNECTIONS} connections, ${SECONDS} s)`;
    return [
      `${label} p50 ${formatMs(percentile(latencies, 50))}, p95 ${formatMs(percentile(latencies, 95))}`,
      `${label} throughput ${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
    ];
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
