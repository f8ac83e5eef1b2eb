import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export type NextMode = "start" | "dev";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const parentWatch = fileURLToPath(new URL("./parent-watch.ts", import.meta.url));
const workerScript = fileURLToPath(new URL("../../../scripts/worker.ts", import.meta.url));
const LINK_FD = 3;

/**
 * Runs a `next` subcommand on this Node.js, with the terminal attached. It gets a process
 * group of its own so that stopping it also stops the workers it spawns, and watches a socket
 * to the launcher (`parent-watch.ts`) so that the group also ends when the launcher is killed.
 */
export function runNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return runChild([nextBin, ...args], { NEXT_TELEMETRY_DISABLED: "1", ...env }, "Next.js");
}

/** The worker process that reads and analyses scripts (scripts/worker.ts), kept like Next.js. */
export function runWorker(env: NodeJS.ProcessEnv, root: string): ChildProcess {
  // As `npm run worker` runs it: TypeScript through tsx, server modules as Next resolves them.
  return runChild(
    ["--conditions=react-server", "--import", "tsx", workerScript],
    env,
    "the worker",
    root,
  );
}

function runChild(args: string[], env: NodeJS.ProcessEnv, name: string, cwd?: string) {
  return spawn(process.execPath, ["--import", parentWatch, ...args], {
    stdio: ["inherit", "inherit", "inherit", "pipe"],
    detached: true,
    cwd,
    env: { ...env, LAUNCHER_LINK_FD: String(LINK_FD), LAUNCHER_CHILD: name },
  });
}

/** Resolves with the exit code once the child has ended. */
export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(1);
  return new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

/** Asks the child's whole process group to stop, and forces it after `graceMs`. */
export async function terminate(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  signalGroup(group, "SIGTERM");
  const deadline = Date.now() + graceMs;
  await exited(child);
  while (groupIsAlive(group) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  signalGroup(group, "SIGKILL");
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // the group is already gone
  }
}

function groupIsAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}
