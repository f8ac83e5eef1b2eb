import type { PgBoss } from "pg-boss";
import { z } from "zod";

import { loadGazetteer } from "@/lib/clearance/gazetteer";
import {
  ANALYSIS_FAILED,
  analyzeScriptFile,
  failAnalysis,
  queueMissingAnalyses,
} from "@/lib/clearance/run";
import { orderEmailJob, sendOrderEmail } from "@/lib/orders/emails";
import { proformaEmailJob, sendProformaEmail } from "@/lib/proformas/emails";
import { failScriptFile, ingestScriptFile, INGEST_FAILED } from "@/lib/scripts/ingest";

import { jobQueue, QUEUES } from "./queue";

/** The reading and analysis jobs are about one script file. */
const scriptFileJob = z.object({ scriptFileId: z.uuid() });

/** Starts this process's workers on every queue (called once per server, from instrumentation). */
export async function startWorkers(): Promise<void> {
  const queue = await jobQueue();
  await workOn(queue, QUEUES.ingestScript, ingestScriptFile, (id) =>
    failScriptFile(id, INGEST_FAILED),
  );
  await workOn(queue, QUEUES.analyzeScript, analyzeScriptFile, (id) =>
    failAnalysis(id, ANALYSIS_FAILED),
  );
  await queue.work(QUEUES.orderEmail.name, { batchSize: 1, pollingIntervalSeconds: 2 }, ([job]) =>
    job ? sendOrderEmail(orderEmailJob.parse(job.data)) : Promise.resolve(),
  );
  await queue.work(
    QUEUES.proformaEmail.name,
    { batchSize: 1, pollingIntervalSeconds: 2 },
    ([job]) => (job ? sendProformaEmail(proformaEmailJob.parse(job.data)) : Promise.resolve()),
  );
  await queueMissingAnalyses();
  // The first pass's name, word and place tables take a second or two to load: do it now,
  // once the server is up, rather than during a customer's first analysis.
  setTimeout(loadGazetteer, 0);
}

/**
 * One script-file job at a time; a failed attempt is retried by the queue, and the last one
 * records `giveUp` rather than leaving the file "in progress" forever.
 */
async function workOn(
  queue: PgBoss,
  { name, retryLimit }: { name: string; retryLimit: number },
  run: (scriptFileId: string) => Promise<void>,
  giveUp: (scriptFileId: string) => Promise<void>,
): Promise<void> {
  await queue.work(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    const { scriptFileId } = scriptFileJob.parse(job.data);
    try {
      await run(scriptFileId);
    } catch (error) {
      console.error(`[jobs] ${name} ${scriptFileId}: ${String(error)}`);
      if (job.retryCount >= retryLimit) await giveUp(scriptFileId);
      throw error;
    }
  });
}
