import "server-only";

import { queuesOf } from "@/lib/jobs/define";
import { prepareJobQueues } from "@/lib/jobs/queue";
import { EVERY_JOB } from "@/lib/workers";

/** The gauges per queue, in Prometheus's text format; `ready` is what a worker autoscaler reads. */
const GAUGES = [
  ["ready", "readyCount", "Jobs waiting that a worker could start now."],
  ["active", "activeCount", "Jobs a worker is running."],
  ["deferred", "deferredCount", "Jobs waiting for a retry or a later start."],
  ["failed", "failedCount", "Jobs that failed for good and are still kept."],
] as const;

/**
 * Every queue's depth in Prometheus's text exposition format. The counts are pg-boss's own,
 * recomputed from its job table at most once a minute (`force`), so scraping often costs little.
 */
export async function queueMetricsText(): Promise<string> {
  const queue = await prepareJobQueues(EVERY_JOB);
  const stats = await Promise.all(
    EVERY_JOB.flatMap(queuesOf).map(async ({ name }) => {
      const [snapshot] = await queue.getQueueStats(name, { force: true });
      if (!snapshot) throw new Error(`pg-boss has no counts for the ${name} queue`);
      return snapshot;
    }),
  );
  return GAUGES.flatMap(([suffix, field, help]) => {
    const metric = `ncs_job_queue_${suffix}`;
    return [
      `# HELP ${metric} ${help}`,
      `# TYPE ${metric} gauge`,
      ...stats.map((snapshot) => `${metric}{queue="${snapshot.name}"} ${snapshot[field]}`),
    ];
  })
    .concat("")
    .join("\n");
}
