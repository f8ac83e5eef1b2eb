import { randomBytes } from "node:crypto";

/**
 * Gives this test file a job queue of its own (a pg-boss schema in the run's database): the
 * files run at once, and a file that runs workers would otherwise take another file's jobs and
 * maybe stop before finishing them. Call it at the top of the file, before any job is queued.
 */
export function givePrivateJobQueue(): void {
  process.env.JOB_QUEUE_SCHEMA = `pgboss_${randomBytes(5).toString("hex")}`;
}
