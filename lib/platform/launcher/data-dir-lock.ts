import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { StartupError } from "./errors";

/**
 * `<DATA_DIR>/launcher.json` names the launcher that uses the data directory and the servers it
 * started outside its own process group, each by pid and kernel start time, so that a reused
 * pid is never taken for them. A launcher killed with `kill -9` leaves the file behind; the
 * next start reads it to clear what the dead launcher left running.
 */
const processSchema = z.object({ pid: z.number().int().positive(), started: z.string() });
const lockSchema = z.object({ launcher: processSchema, next: processSchema.optional() });
type Lock = z.infer<typeof lockSchema>;
type ProcessId = z.infer<typeof processSchema>;

const fileIn = (dataDir: string) => path.join(dataDir, "launcher.json");

/**
 * Takes the data directory for this launcher. Another live launcher on it is refused; servers
 * left by a dead one (Next.js, PostgreSQL) are stopped, and `say` tells the operator so.
 */
export async function claimDataDir(dataDir: string, say: (line: string) => void): Promise<void> {
  const left = readLock(dataDir);
  if (left && isRunning(left.launcher)) {
    throw new StartupError(
      `Another launcher (pid ${left.launcher.pid}) is using the data directory ${dataDir}; stop it or set DATA_DIR to another folder.`,
    );
  }
  if (left?.next && isRunning(left.next)) {
    say(
      `a Next.js server (pid ${left.next.pid}) of ${dataDir} outlived its launcher and still held its port; stopping it`,
    );
    await stopGroup(left.next.pid);
  }
  const postmaster = strayPostmaster(dataDir);
  if (postmaster !== undefined) {
    say(`PostgreSQL (pid ${postmaster}) of ${dataDir} outlived its launcher; stopping it`);
    await stopProcess(postmaster, "SIGINT");
  }
  mkdirSync(dataDir, { recursive: true });
  writeLock(dataDir, { launcher: identify(process.pid)! });
}

/** Records the Next.js server's process group, so a later start can clear it if we are killed. */
export function recordNextServer(dataDir: string, pid: number): void {
  const lock = readLock(dataDir);
  const next = identify(pid);
  if (lock && next) writeLock(dataDir, { ...lock, next });
}

export function releaseDataDir(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}

function readLock(dataDir: string): Lock | undefined {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    return lockSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined; // torn by a kill mid-write: nothing to trust in it
  }
}

function writeLock(dataDir: string, lock: Lock): void {
  writeFileSync(fileIn(dataDir), `${JSON.stringify(lock)}\n`);
}

/** A pid with its start time (field 22 of /proc/<pid>/stat), or nothing if it is not running. */
function identify(pid: number): ProcessId | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the name, which may hold spaces; start time is field 22, the 20th of these.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z") return undefined; // ended, not yet reaped
    return { pid, started: fields[19]! };
  } catch {
    return undefined;
  }
}

function isRunning({ pid, started }: ProcessId): boolean {
  return identify(pid)?.started === started;
}

/** The postmaster of `<dataDir>/postgres` when one still runs there. */
function strayPostmaster(dataDir: string): number | undefined {
  const clusterDir = path.resolve(dataDir, "postgres");
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !identify(pid)) return undefined;
  const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  return command.includes(clusterDir) ? pid : undefined;
}

async function stopGroup(group: number): Promise<void> {
  await stopProcess(-group, "SIGTERM");
}

/** Signals `target` (a pid, or a process group as its negative), forcing it after 15 s. */
async function stopProcess(target: number, signal: NodeJS.Signals): Promise<void> {
  const send = (sig: NodeJS.Signals | 0) => {
    try {
      process.kill(target, sig);
      return true;
    } catch {
      return false;
    }
  };
  send(signal);
  send("SIGCONT"); // a suspended server must wake to act on it
  const deadline = Date.now() + 15_000;
  while (send(0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  send("SIGKILL");
}
