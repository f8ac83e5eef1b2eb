/**
 * The image's start (`node serve.mjs`, scripts/serve.ts): what ROLE names, with only the
 * production environment. `all` migrates, runs the embedded auth core in this process, and the
 * web server (Next's standalone server.js) and the screenplay worker as child processes.
 * SIGTERM stops the children first (Next drains its requests, the worker finishes or hands back
 * its jobs), forces them after STOP_TIMEOUT_SECONDS, then closes the auth core and exits.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describeDatabaseError } from "@/lib/db/errors";
import { runMigrations } from "@/lib/db/migrate";
import {
  checkServerEnv,
  databaseEnvSchema,
  EnvError,
  parseEnv,
  refuseExampleValues,
} from "@/lib/env";
import { log, setProcessRole } from "@/lib/log";
import { startAuthCore, type RunningAuthCore } from "@/lib/platform/auth-core";
import { authCoreConfigFromEnv } from "@/lib/platform/auth-core/config";
import { storageEnv } from "@/lib/storage/env";

import { runsAuthCore, serveEnv, type Role } from "./roles";

const say = (line: string) => log.info(line);

/** Beside this file in the image: the bundle of scripts/serve.ts and Next's standalone server. */
const here = path.dirname(fileURLToPath(import.meta.url));
const NEXT_SERVER = path.join(here, "server.js");

class ServeError extends Error {}

export async function serve(source: NodeJS.ProcessEnv = process.env): Promise<void> {
  let role: Role;
  let stopTimeoutMs: number;
  try {
    const env = serveEnv(source);
    role = env.ROLE;
    stopTimeoutMs = env.STOP_TIMEOUT_SECONDS * 1000;
    checkEnv(role, source);
  } catch (error) {
    return fail(error);
  }
  if (role === "worker") {
    // The worker's own module stops it on SIGTERM; loaded only in the role that runs it.
    const { runScreenplayWorker } = await import("./worker");
    return runScreenplayWorker();
  }
  await supervise(role, source, stopTimeoutMs).catch(fail);
}

/** Every problem with the settings of `role`, before anything starts. */
function checkEnv(role: Role, source: NodeJS.ProcessEnv): void {
  refuseExampleValues(source);
  const { DATABASE_URL } = parseEnv(databaseEnvSchema, source);
  if (role === "migrate") return;
  if (role === "all" || role === "web") {
    // The auth core this process starts has no address yet: a loopback one stands in.
    const core = runsAuthCore(role, source)
      ? { SUPERTOKENS_CONNECTION_URI: "http://127.0.0.1" }
      : {};
    checkServerEnv(source, { ...core, DATABASE_URL });
  }
  if (role === "all" || role === "worker" || role === "web") storageEnv();
  if (runsAuthCore(role, source)) authCoreConfigFromEnv(authCoreEnv(role, source));
}

/** The auth core's settings: alone in its container it listens on every interface, with a key. */
function authCoreEnv(role: Role, source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (role === "auth-core") {
    if (!source.AUTH_CORE_API_KEY) {
      throw new EnvError([
        "AUTH_CORE_API_KEY must be set when the auth core runs in a container of its own, so that only the web servers (SUPERTOKENS_API_KEY) can call it",
      ]);
    }
    return { AUTH_CORE_HOST: "0.0.0.0", ...source };
  }
  // In the one container, on loopback with a key made for this run unless one is set.
  return {
    ...source,
    AUTH_CORE_HOST: "127.0.0.1",
    AUTH_CORE_API_KEY: source.AUTH_CORE_API_KEY || randomBytes(24).toString("hex"),
  };
}

async function supervise(
  role: Role,
  source: NodeJS.ProcessEnv,
  stopTimeoutMs: number,
): Promise<void> {
  // The supervisor of `all` and `web`; the auth core's and the migrations' own process otherwise.
  setProcessRole(role === "auth-core" || role === "migrate" ? role : "serve");
  const children = new Map<string, ChildProcess>();
  let core: RunningAuthCore | undefined;
  let stopping: Promise<void> | undefined;

  const stop = (code: number) =>
    (stopping ??= (async () => {
      say(`stopping (${[...children.keys(), ...(core ? ["auth core"] : [])].join(", ")})`);
      await Promise.all([...children.values()].map((child) => ended(child, stopTimeoutMs)));
      await core?.close().catch((error: Error) => say(`the auth core: ${error.message}`));
      process.exit(code);
    })());
  process.once("SIGTERM", () => void stop(0));
  process.once("SIGINT", () => void stop(0));

  if (role === "all" || role === "migrate") await migrate(source);
  if (role === "migrate") process.exit(0);

  const childEnv: NodeJS.ProcessEnv = { ...source };
  if (runsAuthCore(role, source)) {
    const env = authCoreEnv(role, source);
    core = await startAuthCore(authCoreConfigFromEnv(env));
    childEnv.SUPERTOKENS_CONNECTION_URI = core.url;
    childEnv.SUPERTOKENS_API_KEY = env.AUTH_CORE_API_KEY!.split(",")[0]!.trim();
    say(`auth core on ${core.url}`);
  }
  if (role === "auth-core") return;
  if (stopping) return;

  // Split roles run the worker in containers of their own; `all` runs one beside Next.js.
  childEnv.SCREENPLAY_WORKER =
    role === "all" ? "separate" : (source.SCREENPLAY_WORKER ?? "separate");
  if (role === "all") {
    const startWorker = () => {
      const worker = spawnNode(
        [process.argv[1]!],
        { ...childEnv, ROLE: "worker" },
        process.execArgv,
      );
      children.set("worker", worker);
      worker.once("exit", (code) => {
        if (stopping) return;
        // Its jobs are back on the queue once their heartbeat stops (lib/jobs/policies.ts); a new
        // worker takes them.
        say(`the worker exited with code ${code}; starting another`);
        setTimeout(() => stopping ?? startWorker(), 1_000);
      });
    };
    startWorker();
  }
  // Next's standalone server reads HOSTNAME, which Docker and Kubernetes set to the host name.
  const web = spawnNode([NEXT_SERVER], {
    ...childEnv,
    HOSTNAME: source.HOST ?? "0.0.0.0",
    PORT: source.PORT ?? "3000",
  });
  children.set("web server", web);
  web.once("exit", (code) => {
    if (stopping) return;
    say(`the web server exited with code ${code}; stopping`);
    void stop(1);
  });
}

async function migrate(source: NodeJS.ProcessEnv): Promise<void> {
  const { DATABASE_URL } = parseEnv(databaseEnvSchema, source);
  await runMigrations(DATABASE_URL).catch((error: unknown) => {
    throw new ServeError(
      `Could not migrate the database at ${new URL(DATABASE_URL).host}: ${describeDatabaseError(error)}.`,
    );
  });
  say("database migrations applied");
}

function spawnNode(args: string[], env: NodeJS.ProcessEnv, execArgv: string[] = []) {
  return spawn(process.execPath, [...execArgv, ...args], { stdio: "inherit", env });
}

/** Asks `child` to stop and waits for it, forcing it after `timeoutMs`. */
async function ended(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await exit;
  clearTimeout(timer);
}

function fail(error: unknown): never {
  const explained = error instanceof EnvError || error instanceof ServeError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(explained ? message : `Could not start: ${message.split("\n")[0]}`);
  process.exit(1);
}
