import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";

import nextEnv from "@next/env";
import exitHook from "async-exit-hook";

import { describeDatabaseError } from "@/lib/db/errors";
import { runMigrations } from "@/lib/db/migrate";
import {
  appOriginOf,
  checkServerEnv,
  EnvError,
  launcherEnvSchema,
  parseEnv,
  type LauncherEnv,
} from "@/lib/env";
import { setProcessRole } from "@/lib/log";
import { isPortFree } from "@/lib/net/ports";
import { EmbeddedDatabaseError } from "@/lib/platform/postgres/embedded-server";

import { buildIfStale, buildIsStale } from "./build";
import { claimDataDir, recordNextServer, releaseDataDir } from "./data-dir-lock";
import { StartupError } from "./errors";
import { exited, runNext, runWorker, terminate, type NextMode } from "./next-server";
import { removeRuntimeInfo, writeRuntimeInfo } from "./runtime-file";
import { servicesFor, type RunningService } from "./services";

const say = (line: string) => console.log(`[launcher] ${line}`);

/**
 * `npm start` / `npm run dev`: brings up whatever the environment does not provide, migrates
 * the database, then runs Next.js. Ctrl-C or SIGTERM stops everything it started.
 */
export async function launch(mode: NextMode, root = process.cwd()): Promise<void> {
  // The services it runs in-process (the auth core, the development stand-ins) log as its own.
  setProcessRole("launcher");
  const running: RunningService[] = [];
  let next: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  let stopped: Promise<void> | undefined;
  let dataDir: string | undefined;
  let claimedDir: string | undefined;

  const stopAll = () =>
    (stopped ??= (async () => {
      await Promise.all([next, worker].flatMap((child) => (child ? terminate(child) : [])));
      if (dataDir) removeRuntimeInfo(dataDir);
      if (claimedDir) releaseDataDir(claimedDir);
      for (const service of running.reverse()) {
        await service
          .stop()
          .catch((error: Error) => say(`could not stop cleanly: ${error.message}`));
      }
    })());
  exitHook((done) => void stopAll().finally(done));

  try {
    // The same .env files Next.js reads, so the launcher and the app agree on the settings.
    nextEnv.loadEnvConfig(root, mode === "dev", { info: () => {}, error: console.error });
    const env = parseEnv(launcherEnvSchema);
    // Before the port check: what a killed launcher of this data directory left holds the port.
    await claimDataDir(env.DATA_DIR, say);
    claimedDir = env.DATA_DIR;
    if (!(await isPortFree(env.PORT, env.HOST))) {
      throw new StartupError(
        `Port ${env.PORT} on ${env.HOST} is already in use; stop the program using it or set PORT to a free port.`,
      );
    }

    // A server missing a setting would run and answer every request with an error: refuse it
    // now, in one sentence. Of what it needs, the services below provide the addresses of the
    // database and the auth core when unset (stand-ins here), and nothing a deployment must set.
    checkServerEnv(process.env, {
      ...(env.DATABASE_URL ? {} : { DATABASE_URL: "postgres://localhost" }),
      ...(env.SUPERTOKENS_CONNECTION_URI ? {} : { SUPERTOKENS_CONNECTION_URI: "http://localhost" }),
    });

    const appEnv: NodeJS.ProcessEnv = {
      // Uploaded files live beside the data of the services the launcher runs, and their
      // short-lived links are signed with a key of this run unless one is configured.
      FILES_DIR: path.join(env.DATA_DIR, "files"),
      FILES_SIGNING_SECRET: randomBytes(32).toString("hex"),
      ...process.env,
      APP_URL: appOriginOf(env),
    };
    const provided: Record<string, string> = {};
    for (const service of servicesFor(env)) {
      const started = await service.start(appEnv, say);
      running.push(started);
      Object.assign(appEnv, started.env);
      Object.assign(provided, started.env);
      say(started.describe);
    }
    if (Object.keys(provided).length > 0) {
      dataDir = env.DATA_DIR;
      mkdirSync(dataDir, { recursive: true });
      writeRuntimeInfo(dataDir, provided);
    }

    const databaseUrl = appEnv.DATABASE_URL!;
    await runMigrations(databaseUrl).catch((error: unknown) => {
      const { host } = new URL(databaseUrl);
      throw new StartupError(
        `Could not migrate the database at ${host}: ${describeDatabaseError(error)}.`,
      );
    });
    say("database migrations applied");

    // Scripts are read and analyzed in a process of their own (scripts/worker.ts), started
    // now so that it loads its tables while Next.js builds or starts; SCREENPLAY_WORKER=web
    // leaves that work to Next.js.
    if (env.SCREENPLAY_WORKER !== "web") {
      appEnv.SCREENPLAY_WORKER = "separate";
      const startWorker = () => {
        const child = runWorker(appEnv, root);
        worker = child;
        void exited(child).then((code) => {
          if (stopped) return;
          // Its jobs are back on the queue once their heartbeat stops (lib/jobs/policies.ts); a new
          // worker takes them.
          say(`the worker exited with code ${code}; starting it again`);
          setTimeout(() => {
            if (!stopped) startWorker();
          }, 1_000);
        });
      };
      startWorker();
    }

    if (mode === "start" && buildIsStale(root)) {
      say("building the production bundle (first start or sources changed)");
      if (!(await buildIfStale(root, appEnv))) {
        throw new StartupError("The production build failed; see the errors above.");
      }
    }

    next = runNext([mode, "--port", String(env.PORT), "--hostname", env.HOST], appEnv);
    recordNextServer(env.DATA_DIR, next.pid!);
    const server = next;
    void whenHealthy(localUrl(env), () => server.exitCode !== null).then((healthy) => {
      if (healthy) for (const line of readyLines(appEnv)) say(line);
    });
    // A service that fails for good (PostgreSQL that cannot be restarted) ends the run too.
    const code = await Promise.race([
      exited(next),
      ...running.flatMap(({ failed }) => failed ?? []),
    ]);
    if (!stopped) {
      say(`Next.js exited with code ${code}; stopping`);
      await stopAll();
      process.exit(code === 0 ? 1 : code);
    }
  } catch (error) {
    console.error(oneLine(error));
    await stopAll();
    process.exit(1);
  }
}

/** Where this machine reaches the app (an address it listens on everywhere is reached locally). */
const localUrl = (env: LauncherEnv) =>
  `http://${["0.0.0.0", "::", ""].includes(env.HOST) ? "localhost" : env.HOST}:${env.PORT}`;

/** Polls the app's health until it answers 200, or `gone` says the server has ended. */
async function whenHealthy(url: string, gone: () => boolean): Promise<boolean> {
  while (!gone()) {
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** What a person starting the app needs next: where it is, where its e-mails go, who is admin. */
function readyLines(appEnv: NodeJS.ProcessEnv): string[] {
  return [
    `ready: open ${appEnv.APP_URL}`,
    ...(appEnv.DEV_MAILBOX_URL
      ? [`the e-mails it sends (sign-up and reset links) are at ${appEnv.DEV_MAILBOX_URL}`]
      : []),
    "to make an account an admin: npm run user:admin -- grant <email> (or list it in ADMIN_EMAILS)",
  ];
}

function oneLine(error: unknown): string {
  const explained = [StartupError, EnvError, EmbeddedDatabaseError];
  if (explained.some((kind) => error instanceof kind)) return (error as Error).message;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not start: ${message.split("\n")[0]}`;
}
