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

/** The reading and analysis jobs are about one script file. */
const scriptFileJob = z.object({ scriptFileId: z.uuid() });

/**
 * One script-file job at a time; a failed attempt is retried by the queue. When the last attempt
 * failed, by its handler or by its worker's death (a stopped heartbeat, an expiry), pg-boss moves
 * the job to the queue's dead letter queue, whose worker records `giveUp`: a file is never left
 * "in progress" forever.
 */
export async function workOnScriptFiles(
  queue: PgBoss,
  { name, deadLetter }: { name: string; deadLetter: string },
  run: (scriptFileId: string) => Promise<void>,
  giveUp: (scriptFileId: string) => Promise<void>,
): Promise<void> {
  await workOnEach(queue, name, scriptFileJob, async ({ scriptFileId }) => {
    try {
      await run(scriptFileId);
    } catch (error) {
      console.error(`[jobs] ${name} ${scriptFileId}: ${String(error)}`);
      throw error;
    }
  });
  await workOnEach(queue, deadLetter, scriptFileJob, ({ scriptFileId }) => giveUp(scriptFileId));
}
