/**
 * Stored files whose rows were deleted (an account's drafts, product.md §2 `/profile`) are
 * removed by a job queued in the deleting transaction: they go only if it commits, and a store
 * that is down for a while is tried again.
 */
import "server-only";

import type { PoolClient } from "pg";
import { z } from "zod";

import { defineJob } from "@/lib/jobs/define";
import { enqueue, inTransaction } from "@/lib/jobs/queue";

import { fileStore } from "./index";

const fileDeletionPayload = z.object({ keys: z.array(z.string().min(1)).min(1) });

/** Queues the deletion of `keys` inside the transaction open on `client`; none, nothing queued. */
export async function queueFileDeletion(client: PoolClient, keys: readonly string[]) {
  if (keys.length === 0) return;
  await enqueue(fileDeletionJob, { keys: [...new Set(keys)] }, inTransaction(client));
}

/** Deletes each file; a file already gone counts as deleted, so a retry repeats nothing harmful. */
export async function deleteStoredFiles({
  keys,
}: z.infer<typeof fileDeletionPayload>): Promise<void> {
  for (const key of keys) await fileStore().delete(key);
}

export const fileDeletionJob = defineJob({
  name: "delete-stored-files",
  payload: fileDeletionPayload,
  // The files must not outlive their rows: a store that is down is tried again ten times, the
  // waits doubling from half a minute, over some 9 to 17 hours.
  policy: {
    expireInSeconds: 300,
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  handle: deleteStoredFiles,
});
