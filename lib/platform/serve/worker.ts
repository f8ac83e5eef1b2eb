/**
 * The process that reads and analyses uploaded scripts (the ingest-script and analyze-script
 * jobs), so that their seconds of CPU never stall the web server, which then only queues them
 * (SCREENPLAY_WORKER=separate). `npm run worker` and the image's worker role run it. Loaded under
 * the react-server condition, as Next loads server code: lib/ marks its server modules with
 * `server-only`.
 */
import "server-only";

import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";

import { closeDatabase } from "@/lib/db/client";
import { describeDatabaseError } from "@/lib/db/errors";
import { databaseUrlFromEnv, EnvError } from "@/lib/env";
import { warmUpFirstPass } from "@/lib/first-pass/warm-up";
import { stopJobQueue } from "@/lib/jobs/queue";
import { log, setProcessRole } from "@/lib/log";
import { startScreenplayWorkers } from "@/lib/screenplay-workers";
import { storageEnv } from "@/lib/storage/env";

import { heartbeatFile, HEARTBEAT_INTERVAL_MS } from "./health";

const say = (line: string) => log.info(line);

/**
 * Before the first job, so that no customer's script pays for compiling the first pass. A first
 * pass that fails here fails each job too, which the jobs report: the worker still reads scripts.
 */
function warmUp() {
  say("warming up the first pass");
  try {
    say(`first pass warmed up in ${Math.round(warmUpFirstPass())} ms`);
  } catch (error) {
    log.error({ err: error }, "the first pass failed its warm-up");
  }
}

export async function runScreenplayWorker(): Promise<void> {
  setProcessRole("worker");
  // A connection lost while in use (the database stopping or restarting) is thrown with nothing
  // to catch it: the process ends in one line, and the launcher, or the container's restart
  // policy, starts a new one; the job under way is retried by the queue.
  process.on("uncaughtException", (error: Error & { code?: string }) => {
    // 57P01: the database is shutting down, as at every stop of `npm start`.
    if (error.code !== "57P01") log.fatal({ err: error }, "stopping on an error");
    process.exit(1);
  });

  // Work nobody waits on by the millisecond: on cores it shares with the web server (and its
  // database), the scheduler serves requests first.
  os.setPriority(10);
  // Not ready until the first pass is warm: a heartbeat left by the process before this one
  // would report it ready while it warms up.
  rmSync(heartbeatFile(), { force: true });
  try {
    databaseUrlFromEnv();
    storageEnv();
    warmUp();
    await startScreenplayWorkers();
  } catch (error) {
    console.error(
      error instanceof EnvError
        ? error.message
        : `The worker could not start: ${describeDatabaseError(error)}.`,
    );
    process.exit(1);
  }
  say("reading and analyzing scripts");

  // The container's health check reads how recently this was written (./health.ts).
  const beat = () => writeFileSync(heartbeatFile(), new Date().toISOString());
  beat();
  const heartbeat = setInterval(beat, HEARTBEAT_INTERVAL_MS);

  // The job under way finishes (pg-boss waits for it, up to its timeout, and hands it back to
  // the queue after that), then the process ends.
  const stop = () => {
    clearInterval(heartbeat);
    void stopJobQueue()
      .then(closeDatabase)
      .then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
