import { failScriptFile, ingestScriptFile, INGEST_FAILED } from "@/lib/scripts/ingest";

import { jobQueue, QUEUES } from "./queue";

type IngestJob = { scriptFileId: string };

/** Starts this process's workers on every queue (called once per server, from instrumentation). */
export async function startWorkers(): Promise<void> {
  const queue = await jobQueue();
  const { name, retryLimit } = QUEUES.ingestScript;
  await queue.work<IngestJob>(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    try {
      await ingestScriptFile(job.data.scriptFileId);
    } catch (error) {
      console.error(`[jobs] ${name} ${job.data.scriptFileId}: ${String(error)}`);
      // The last attempt tells the customer rather than leaving the upload "reading" forever.
      if (job.retryCount >= retryLimit) await failScriptFile(job.data.scriptFileId, INGEST_FAILED);
      throw error;
    }
  });
}
