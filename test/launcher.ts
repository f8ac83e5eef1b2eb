import { spawn, type ChildProcessByStdio } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";

import { commandOf, descendantsOf } from "./processes";

export type LaunchedApp = {
  child: ChildProcessByStdio<null, Readable, Readable>;
  output(): string;
  exit: Promise<number>;
};

/**
 * Runs the real launcher (`npm start` / `npm run dev`) with a clean environment; `ownGroup`
 * gives it a process group of its own, as a terminal does, so a test can kill that group.
 */
export function launchApp(
  mode: "start" | "dev",
  env: Record<string, string>,
  { ownGroup = false } = {},
): LaunchedApp {
  // `npm start` as typed on a workstation leaves NODE_ENV unset (Next then runs its production
  // runtime; "development" would load React's slow development build).
  const nodeEnv: Record<string, string> = mode === "dev" ? { NODE_ENV: "development" } : {};
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts", mode], {
    detached: ownGroup,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...nodeEnv,
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    } as unknown as NodeJS.ProcessEnv, // Next's types require NODE_ENV; it may be unset here

    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exit = new Promise<number>((resolve) =>
    child.once("exit", (code: number | null) => resolve(code ?? -1)),
  );
  return { child, output: () => output, exit };
}

/** Polls `/api/health` until it answers 200; fails early if the launcher exits. */
export async function waitForHealth(port: number, app: LaunchedApp, timeoutMs = 400_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`launcher exited:\n${app.output()}`);
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return (await response.json()) as unknown;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no healthy answer in time:\n${app.output()}`);
}

/** Stops the launcher; answers the processes it had running, by pid and command line. */
export async function stopApp(app: LaunchedApp, signal: NodeJS.Signals = "SIGTERM") {
  const tree = descendantsOf(app.child.pid!).map((pid) => ({ pid, command: commandOf(pid) }));
  app.child.kill(signal);
  const code = await app.exit;
  return { code, tree };
}

/** A new, empty folder for an app's data under the system's temporary directory. */
export function tempDataDir(prefix = "ncs-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
