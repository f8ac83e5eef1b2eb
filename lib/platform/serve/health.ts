/**
 * The image's health check (HEALTHCHECK, probes): it covers what the container's ROLE runs.
 * The web server answers /api/health (its database included), the auth core /hello, and the
 * worker writes a heartbeat file that must be fresh. Only Node built-ins and ./roles here: the
 * check runs every few seconds in a process of its own.
 */
import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { roleFromEnv, runsAuthCore } from "./roles";

export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A worker whose event loop has not written for this long is stuck, or gone. */
const HEARTBEAT_STALE_MS = 6 * HEARTBEAT_INTERVAL_MS;
const ANSWER_TIMEOUT_MS = 4_000;

export const heartbeatFile = (source: Record<string, string | undefined> = process.env) =>
  source.WORKER_HEARTBEAT_FILE ?? path.join(os.tmpdir(), "ncs-worker.heartbeat");

/** This machine's address of a server listening on `host` (every interface is reached locally). */
const local = (host: string | undefined) =>
  !host || ["0.0.0.0", "::", "localhost"].includes(host) ? "127.0.0.1" : host;

async function answers(name: string, url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    return response.ok ? undefined : `${name} answered ${response.status} at ${url}`;
  } catch {
    return `${name} does not answer at ${url}`;
  }
}

function heartbeatProblem(file: string, now: number): string | undefined {
  try {
    const age = now - statSync(file).mtimeMs;
    return age <= HEARTBEAT_STALE_MS
      ? undefined
      : `the worker's heartbeat (${file}) is ${Math.round(age / 1000)} s old`;
  } catch {
    return `the worker has written no heartbeat yet (${file})`;
  }
}

/** What is unhealthy in the roles this container runs: empty when all is well. */
export async function healthProblems(
  source: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<string[]> {
  const role = roleFromEnv(source);
  const checks: Promise<string | undefined>[] = [];
  if (role === "all" || role === "web") {
    const web = `http://${local(source.HOST)}:${source.PORT ?? 3000}/api/health`;
    checks.push(answers("the web server", web));
  }
  if (runsAuthCore(role, source)) {
    const core = `http://${local(source.AUTH_CORE_HOST)}:${source.AUTH_CORE_PORT ?? 3567}/hello`;
    checks.push(answers("the auth core", core));
  }
  if (role === "all" || role === "worker") {
    checks.push(Promise.resolve(heartbeatProblem(heartbeatFile(source), now)));
  }
  return (await Promise.all(checks)).filter((problem) => problem !== undefined);
}
