import fs from "node:fs";

import { launchApp, stopApp, tempDataDir, waitForHealth } from "@/test/launcher";

import { launchEnv } from "./app";
import { formatMs } from "./stats";

/** Time from launcher start to a healthy /api/health, with a new and with an existing data dir. */
export async function benchStartup(): Promise<string[]> {
  const dataDir = tempDataDir("ncs-bench-");
  const lines: string[] = [];
  try {
    for (const label of ["cold (new data dir)", "warm (existing data dir)"]) {
      const env = await launchEnv(dataDir);
      const started = performance.now();
      const app = launchApp("start", env);
      await waitForHealth(Number(env.PORT), app);
      lines.push(`startup ${label.padEnd(26)} ${formatMs(performance.now() - started)}`);
      await stopApp(app);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
