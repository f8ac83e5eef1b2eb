/**
 * Password hashing for the auth core, on a pool of worker threads (issue 21): a bcrypt hash at
 * cost 11 takes a few hundred milliseconds of CPU, which on the one event loop stalled every
 * refresh and verify call meanwhile. Hashes stay bcrypt, as the official core stores them.
 */
import os from "node:os";
import { fileURLToPath } from "node:url";

import workerpool, { type Pool } from "workerpool";

const WORKER = fileURLToPath(new URL("./password-worker.mjs", import.meta.url));

let pool: Pool | undefined;
let cores = 0;

const running = () =>
  (pool ??= workerpool.pool(WORKER, {
    workerType: "thread",
    // One thread a core: bcrypt is pure computation.
    maxWorkers: Math.max(1, os.availableParallelism()),
  }));

/** A core that starts uses the pool; the last one to close stops its threads. */
export function joinPasswordPool(): () => Promise<void> {
  cores++;
  return async () => {
    if (--cores > 0 || !pool) return;
    const stopping = pool;
    pool = undefined;
    await stopping.terminate();
  };
}

export const hashPassword = async (password: string, rounds: number): Promise<string> =>
  (await running().exec("hash", [password, rounds])) as string;

export const verifyPassword = async (password: string, hash: string): Promise<boolean> =>
  (await running().exec("verify", [password, hash])) as boolean;
