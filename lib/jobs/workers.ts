import { log } from "@/lib/log";

import { deadLetterOf, type JobDefinition } from "./define";
import { prepareJobQueues } from "./queue";

/** One job at a time per queue, polled every two seconds and woken by NOTIFY in between. */
const WORK_OPTIONS = { batchSize: 1, pollingIntervalSeconds: 2 };

/**
 * Starts a worker for each job on this process's queue, in order (lib/workers.ts lists them):
 * each job's payload is checked by its schema, a failed attempt is logged and retried by the
 * queue, and a job's `giveUp` takes it after its last attempt failed.
 */
export async function runWorkers(jobs: readonly JobDefinition<unknown>[]): Promise<void> {
  const boss = await prepareJobQueues(jobs);
  for (const job of jobs) {
    await job.beforeWork?.();
    await boss.work(job.name, WORK_OPTIONS, async ([taken]) => {
      if (!taken) return;
      const data = job.payload.parse(taken.data);
      try {
        await job.handle(data);
      } catch (error) {
        const fields = { part: "jobs", err: error, job: job.name, jobId: taken.id, data };
        log.error(fields, "a job's attempt failed; the queue retries it or gives it up");
        throw error;
      }
    });
    const { giveUp } = job;
    if (giveUp)
      await boss.work(deadLetterOf(job), WORK_OPTIONS, async ([taken]) => {
        if (taken) await giveUp.handle(job.payload.parse(taken.data));
      });
  }
}
