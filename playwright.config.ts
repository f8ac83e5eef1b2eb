import { mkdirSync, rmSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { mainServer, servers, shortSessionServer } from "./e2e/support/servers";

// Fresh databases every run, kept afterwards for inspection. Workers read this config again
// and inherit the variable, so only the first reading wipes the folders.
if (!process.env.E2E_FRESH_DATA) {
  process.env.E2E_FRESH_DATA = "done";
  for (const { dataDir } of servers) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
}

const chromium = {
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
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Room for a loaded machine: the waits end as soon as the page is ready.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/e2e.json" }]],
  use: { trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    {
      name: "chromium",
      testIgnore: /short-sessions\.spec\.ts$/,
      use: { ...chromium, baseURL: mainServer.baseURL },
    },
    {
      name: "short-sessions",
      testMatch: /short-sessions\.spec\.ts$/,
      use: { ...chromium, baseURL: shortSessionServer.baseURL },
    },
  ],
  // The real launcher: embedded PostgreSQL, auth core, Google stand-in, mailbox, `next start`.
  webServer: servers.map((server) => ({
    command: "node --import tsx scripts/launch.ts start",
    url: `${server.baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    stdout: "pipe" as const,
    env: server.env,
  })),
});
