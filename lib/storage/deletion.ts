/**
 * Stored files whose rows were deleted (an account's drafts, product.md §2 `/profile`) are
 * removed by a job queued in the deleting transaction: they go only if it commits, and a store
 * that is down for a while is tried again.
 */
import "server-only";

import type { PoolClient } from "pg";
import { z } from "zod";

import { enqueue, inTransaction, QUEUES } from "@/lib/jobs/queue";
import { workOnEach, type WorkerSetup } from "@/lib/jobs/workers";

import { fileStore } from "./index";

export const fileDeletionJob = z.object({ keys: z.array(z.string().min(1)).min(1) });

/** Queues the deletion of `keys` inside the transaction open on `client`; none, nothing queued. */
export async function queueFileDeletion(client: PoolClient, keys: readonly string[]) {
  if (keys.length === 0) return;
  await enqueue(QUEUES.deleteStoredFiles.name, { keys: [...new Set(keys)] }, inTransaction(client));
}

/** Deletes each file; a file already gone counts as deleted, so a retry repeats nothing harmful. */
export async function deleteStoredFiles({ keys }: z.infer<typeof fileDeletionJob>): Promise<void> {
  for (const key of keys) await fileStore().delete(key);
}

export const fileDeletionWorkers: WorkerSetup = (queue) =>
  workOnEach(queue, QUEUES.deleteStoredFiles.name, fileDeletionJob, deleteStoredFiles);
