import fs from "node:fs";

import { pickPort } from "@/lib/net/ports";
import { launchApp, stopApp, tempDataDir, waitForHealth } from "@/test/launcher";

import { formatMs } from "./stats";

/** Time from launcher start to a healthy /api/health, with a new and with an existing data dir. */
export async function benchStartup(): Promise<string[]> {
  const dataDir = tempDataDir("ncs-bench-");
  const lines: string[] = [];
  try {
    for (const label of ["cold (new data dir)", "warm (existing data dir)"]) {
      const port = await pickPort(0);
      const started = performance.now();
      const app = launchApp("start", {
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(await pickPort(0)),
      });
      await waitForHealth(port, app);
      lines.push(`startup ${label.padEnd(26)} ${formatMs(performance.now() - started)}`);
      await stopApp(app);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
