import type { PgBoss } from "pg-boss";
import { z } from "zod";

import { jobQueue } from "./queue";

/** A domain's background work: starts its workers on the queue (see lib/workers.ts). */
export type WorkerSetup = (queue: PgBoss) => Promise<void>;

/** Starts the given workers on this process's queue, in order. */
export async function runWorkers(setups: readonly WorkerSetup[]): Promise<void> {
  const queue = await jobQueue();
  for (const setup of setups) await setup(queue);
}

/** One job at a time, its payload checked by `payload`; a failure is retried by the queue. */
export async function workOnEach<T>(
  queue: PgBoss,
  name: string,
  payload: z.ZodType<T>,
  handle: (data: T) => Promise<void>,
): Promise<void> {
  await queue.work(name, { batchSize: 1, pollingIntervalSeconds: 2 }, ([job]) =>
    job ? handle(payload.parse(job.data)) : Promise.resolve(),
  );
}

/**
 * One job at a time, its payload checked by `payload`; a failed attempt is retried by the queue,
 * and the last one records `giveUp` rather than leaving the work "in progress" forever.
 */
export async function workUntilGivenUp<T>(
  queue: PgBoss,
  { name, retryLimit }: { name: string; retryLimit: number },
  payload: z.ZodType<T>,
  run: (data: T) => Promise<void>,
  giveUp: (data: T) => Promise<void>,
): Promise<void> {
  await queue.work(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    const data = payload.parse(job.data);
    try {
      await run(data);
    } catch (error) {
      console.error(`[jobs] ${name} ${JSON.stringify(job.data)}: ${String(error)}`);
      if (job.retryCount >= retryLimit) await giveUp(data);
      throw error;
    }
  });
}

/** The reading and analysis jobs are about one script file. */
const scriptFileJob = z.object({ scriptFileId: z.uuid() });

/** `workUntilGivenUp` for the jobs about one script file. */
export const workOnScriptFiles = (
  queue: PgBoss,
  policy: { name: string; retryLimit: number },
  run: (scriptFileId: string) => Promise<void>,
  giveUp: (scriptFileId: string) => Promise<void>,
): Promise<void> =>
  workUntilGivenUp(
    queue,
    policy,
    scriptFileJob,
    ({ scriptFileId }) => run(scriptFileId),
    ({ scriptFileId }) => giveUp(scriptFileId),
  );
