import type { PoolClient } from "pg";
import { PgBoss, type SendOptions, type Queue } from "pg-boss";
import { z } from "zod";

import { databaseUrlFromEnv } from "@/lib/env";
import { log } from "@/lib/log";

import { queuesOf, type JobContract, type JobDefinition } from "./define";

/** Where pg-boss keeps its tables; integration test files that run workers each get their own. */
const queueSchema = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, "JOB_QUEUE_SCHEMA must be a lower-case PostgreSQL name")
  .default("pgboss");

// Kept on globalThis so `next dev` reloads reuse one instance.
const holder = globalThis as typeof globalThis & {
  __ncsJobs?: Promise<PgBoss>;
  /** The queues this process has made sure of, by name, on the instance above. */
  __ncsJobQueues?: Map<string, Promise<void>>;
};

/**
 * The job queue, kept by pg-boss in the app's own PostgreSQL (schema `pgboss`, or
 * JOB_QUEUE_SCHEMA, which it creates and migrates itself). Started on first use.
 */
export function jobQueue(): Promise<PgBoss> {
  holder.__ncsJobQueues ??= new Map();
  holder.__ncsJobs ??= startQueue().catch((error: unknown) => {
    holder.__ncsJobs = undefined;
    throw error;
  });
  return holder.__ncsJobs;
}

async function startQueue(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrlFromEnv(),
    schema: queueSchema.parse(process.env.JOB_QUEUE_SCHEMA),
    max: 4,
    useListenNotify: true,
    schedule: false,
    // Dead workers' jobs (a stale heartbeat, an expiry) are looked for every few seconds, not
    // every minute as by default.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on("error", (error: Error & { code?: string }) => {
    // 57P01: the database is shutting down, as at every stop of `npm start`.
    if (error.code !== "57P01") log.error({ part: "jobs", err: error }, "the job queue failed");
  });
  await boss.start();
  return boss;
}

/**
 * Creates a job's queues (its dead letter queue first) once per process, or, for a worker's
 * definition, brings their policy up to date: a queue pg-boss does not know refuses jobs.
 */
async function prepareQueues(boss: PgBoss, queues: Queue[], update: boolean): Promise<void> {
  for (const { name, ...options } of queues) {
    const key = `${update ? "update" : "create"} ${name}`;
    const prepared = holder.__ncsJobQueues!;
    if (!prepared.has(key))
      prepared.set(
        key,
        (async () => {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
          // pg-boss refuses an update with nothing in it.
          else if (update && Object.keys(options).length > 0) await boss.updateQueue(name, options);
        })().catch((error: unknown) => {
          prepared.delete(key);
          throw error;
        }),
      );
    await prepared.get(key);
  }
}

/** Creates or updates the queues of the given jobs (workers, metrics). */
export async function prepareJobQueues(jobs: readonly JobDefinition<unknown>[]): Promise<PgBoss> {
  const boss = await jobQueue();
  for (const job of jobs) await prepareQueues(boss, queuesOf(job), true);
  return boss;
}

/**
 * Queues a job, its payload checked against the job's schema first: a bad one throws, saying
 * which field is wrong, and nothing is queued. `options.db` puts it in the caller's transaction.
 */
export async function enqueue<T>(
  job: JobContract<T>,
  data: NoInfer<T>,
  options?: SendOptions,
): Promise<string> {
  const checked = job.payload.safeParse(data);
  if (!checked.success)
    throw new Error(`A ${job.name} job's payload is wrong: ${z.prettifyError(checked.error)}`);
  const boss = await jobQueue();
  await prepareQueues(boss, queuesOf(job), false);
  const id = await boss.send(job.name, checked.data as object, options);
  if (!id) throw new Error(`the ${job.name} queue refused the job`);
  return id;
}

/** Send options that queue a job inside the transaction open on `client`. */
export const inTransaction = (client: PoolClient): SendOptions => ({
  db: { executeSql: (text, values) => client.query(text, values) },
});

/** Stops workers after their current job and closes the queue's connections. */
export async function stopJobQueue(): Promise<void> {
  const running = holder.__ncsJobs;
  holder.__ncsJobs = undefined;
  holder.__ncsJobQueues = undefined;
  await (await running?.catch(() => undefined))?.stop({ graceful: true, timeout: 10_000 });
}
