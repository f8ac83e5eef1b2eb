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
 * One job at a time, its payload checked by `payload`; a failed attempt is retried by the queue.
 * When the last attempt failed, by its handler or by its worker's death (a stopped heartbeat, an
 * expiry), pg-boss moves the job to the queue's dead letter queue, whose worker records `giveUp`:
 * the work is never left "in progress" forever.
 */
export async function workUntilGivenUp<T>(
  queue: PgBoss,
  { name, deadLetter }: { name: string; deadLetter: string },
  payload: z.ZodType<T>,
  run: (data: T) => Promise<void>,
  giveUp: (data: T) => Promise<void>,
): Promise<void> {
  await workOnEach(queue, name, payload, async (data) => {
    try {
      await run(data);
    } catch (error) {
      console.error(`[jobs] ${name} ${JSON.stringify(data)}: ${String(error)}`);
      throw error;
    }
  });
  await workOnEach(queue, deadLetter, payload, giveUp);
}

/** The reading and analysis jobs are about one script file. */
const scriptFileJob = z.object({ scriptFileId: z.uuid() });

/** `workUntilGivenUp` for the jobs about one script file. */
export const workOnScriptFiles = (
  queue: PgBoss,
  policy: { name: string; deadLetter: string },
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
