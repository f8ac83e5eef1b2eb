/**
 * `npm run worker`: reads and analyses uploaded scripts (the ingest-script and analyze-script
 * jobs) in a process of its own, so that their seconds of CPU never stall the web server, which
 * then only queues them (SCREENPLAY_WORKER=separate). The launcher starts one; a container can
 * run it alone (DATABASE_URL and the storage settings of the app). Run with the react-server
 * condition, as Next runs server code: lib/ marks its server modules with `server-only`.
 */
import os from "node:os";

import nextEnv from "@next/env";

import { closeDatabase } from "@/lib/db/client";
import { describeDatabaseError } from "@/lib/db/errors";
import { databaseUrlFromEnv, EnvError } from "@/lib/env";
import { stopJobQueue } from "@/lib/jobs/queue";
import { storageEnv } from "@/lib/storage/env";
import { startScreenplayWorkers } from "@/lib/workers";

const say = (line: string) => console.log(`[worker] ${line}`);

// A connection lost while in use (the database stopping or restarting) is thrown with nothing to
// catch it: the process ends in one line, and the launcher, or the container's restart policy,
// starts a new one; the job under way is retried by the queue.
process.on("uncaughtException", (error: Error & { code?: string }) => {
  // 57P01: the database is shutting down, as at every stop of `npm start`.
  if (error.code !== "57P01") console.error(`[worker] stopping on an error: ${error.stack}`);
  process.exit(1);
});

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
// Work nobody waits on by the millisecond: on cores it shares with the web server (and its
// database), the scheduler serves requests first.
os.setPriority(10);
try {
  databaseUrlFromEnv();
  storageEnv();
  await startScreenplayWorkers();
} catch (error) {
  console.error(
    error instanceof EnvError
      ? error.message
      : `The worker could not start: ${describeDatabaseError(error)}.`,
  );
  process.exit(1);
}
say(`reading and analysing scripts (pid ${process.pid})`);

// The job under way finishes (or is retried by the queue if it cannot), then the process ends.
const stop = () =>
  void stopJobQueue()
    .then(closeDatabase)
    .then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
