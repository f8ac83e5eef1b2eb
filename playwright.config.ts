import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

// A fresh database every run, kept afterwards for inspection. Workers read this config again
// and inherit the variable, so only the first reading wipes the folder.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.resolve(".data/e2e");
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          // Root needs --no-sandbox; the rest keep Chromium off the (closed) network.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: {
    // The real launcher: embedded PostgreSQL, migrations, then `next start` on the build.
    command: "node --import tsx scripts/launch.ts start",
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "localhost",
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: "55433",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
