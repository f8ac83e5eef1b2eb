import type { Queue } from "pg-boss";
import type { z } from "zod";

/** How pg-boss keeps a queue's jobs: retries, backoff, expiry, heartbeat (lib/jobs/policies.ts). */
export type JobPolicy = Omit<Queue, "name" | "deadLetter">;

/** What queueing a job needs: its queue's name, the payload's schema and the queue's policy. */
export type JobContract<T> = {
  /** The pg-boss queue, spelled here only. */
  name: string;
  /** Checked when the job is queued and again when a worker takes it. */
  payload: z.ZodType<T>;
  policy: JobPolicy;
};

/** A job: its contract and the work it does, as lib/workers.ts registers it. */
export type JobDefinition<T> = JobContract<T> & {
  /** Runs one job; a throw is retried by the queue's policy. */
  handle(data: T): Promise<void>;
  /**
   * Runs after the last attempt failed, by its handler or by its worker's death (a stopped
   * heartbeat, an expiry): pg-boss moves the job to the `<name>-failed` queue, worked by this,
   * so that the work is never left "in progress" forever.
   */
  giveUp?: { policy: JobPolicy; handle(data: T): Promise<void> };
  /** Runs once in a process before its worker takes the first job. */
  beforeWork?(): void | Promise<void>;
};

/**
 * One job, declared once in its domain (its name, payload schema, queue policy and handler) and
 * listed in lib/workers.ts. A job queued by a module below the handler's (docs/architecture.md,
 * "Jobs") declares its contract there, and the handler's module spreads it here.
 */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;

/** A job's contract alone, for a module below its handler's that queues it (see `defineJob`). */
export const defineContract = <T>(contract: JobContract<T>): JobContract<T> => contract;

/** The queue that takes a job's last failed attempt. */
export const deadLetterOf = (job: { name: string }) => `${job.name}-failed`;

/** The pg-boss queues a job needs, each with its options: the dead letter queue first. */
export function queuesOf(job: JobContract<unknown> | JobDefinition<unknown>): Queue[] {
  const giveUp = "giveUp" in job ? job.giveUp : undefined;
  if (!giveUp) return [{ name: job.name, ...job.policy }];
  const deadLetter = deadLetterOf(job);
  return [
    { name: deadLetter, ...giveUp.policy },
    { name: job.name, deadLetter, ...job.policy },
  ];
}
