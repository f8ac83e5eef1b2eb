import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import { SUBMISSION_LIMITS } from "@/config/submissions";
import { db, transactionWithClient } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
import { defineJob } from "@/lib/jobs/define";
import { CPU_BOUND, GIVE_UP } from "@/lib/jobs/policies";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { analyzeScriptJob } from "@/lib/research/run";
import { parseScreenplay, ScreenplayError, screenplayStats } from "@/lib/screenplay";
import { titlePageCredits } from "@/lib/screenplay/title-page";
import { fileStore } from "@/lib/storage";

/** Progress writes are spaced out: the page polls about once a second. */
const PROGRESS_STEP = 5;

export const INGEST_FAILED =
  "We could not read this file. Upload it again; if it keeps failing, export the script again from your screenwriting app.";

/**
 * The ingest-script job: reads a stored upload into the screenplay model, with progress on the
 * row as it goes. A file that is not a readable screenplay fails the upload and is removed;
 * anything else throws, so the queue retries it. Running it twice does nothing twice.
 */
export async function ingestScriptFile(scriptFileId: string): Promise<void> {
  const [file] = await db()
    .select({
      status: scriptFiles.status,
      storageKey: scriptFiles.storageKey,
      originalName: scriptFiles.originalName,
      submissionId: scriptFiles.submissionId,
    })
    .from(scriptFiles)
    .where(eq(scriptFiles.id, scriptFileId));
  if (!file?.storageKey || file.status === "parsed" || file.status === "failed") return;

  await update(scriptFileId, { status: "parsing", progress: PROGRESS_STEP, error: null });
  const bytes = await fileStore().get(file.storageKey);
  let reported = PROGRESS_STEP;
  let pending = Promise.resolve();
  const onProgress = (fraction: number) => {
    // Reading is 5–95 %; saving the result is the rest.
    const progress = Math.floor(PROGRESS_STEP + fraction * 90);
    if (progress < reported + PROGRESS_STEP) return;
    reported = progress;
    pending = pending.then(() => update(scriptFileId, { progress }));
  };

  try {
    const screenplay = await parseScreenplay(bytes, { fileName: file.originalName, onProgress });
    await pending;
    const stats = screenplayStats(screenplay);
    // The first pass is queued with the result, so a read script is never left unanalyzed.
    await transactionWithClient(async (tx, client) => {
      await tx
        .update(scriptFiles)
        .set({
          status: "parsed",
          progress: 100,
          screenplay,
          pageCount: stats.pageCount,
          pageCountExact: stats.pageCountExact,
          sceneCount: stats.sceneCount,
          speakingCharacters: stats.speakingCharacters,
          parsedAt: new Date(),
          analysisStatus: "pending",
        })
        .where(eq(scriptFiles.id, scriptFileId));
      await enqueue(analyzeScriptJob, { scriptFileId }, inTransaction(client));
      // An untitled quote takes the title page's title; one the customer typed is never replaced.
      const { title } = titlePageCredits(screenplay.titlePage);
      if (title) {
        await tx
          .update(submissions)
          .set({ title: title.slice(0, SUBMISSION_LIMITS.titleLength) })
          .where(and(eq(submissions.id, file.submissionId), eq(submissions.title, "")));
      }
    });
  } catch (error) {
    await pending.catch(() => undefined);
    if (!(error instanceof ScreenplayError)) throw error;
    await failScriptFile(scriptFileId, error.message);
  }
}

/** Marks an upload as not readable, with the reason for its owner, and removes the file. */
export async function failScriptFile(scriptFileId: string, reason: string): Promise<void> {
  const [file] = await db()
    .select({ storageKey: scriptFiles.storageKey, status: scriptFiles.status })
    .from(scriptFiles)
    .where(eq(scriptFiles.id, scriptFileId));
  // A read that finished after its attempt was given up for dead keeps its result and its file.
  if (!file || file.status === "parsed") return;
  await update(scriptFileId, { status: "failed", progress: 100, error: reason, storageKey: null });
  if (file?.storageKey) await fileStore().delete(file.storageKey);
}

async function update(scriptFileId: string, values: Partial<typeof scriptFiles.$inferInsert>) {
  await db().update(scriptFiles).set(values).where(eq(scriptFiles.id, scriptFileId));
}

/** Reads each uploaded script as it is queued; when every attempt failed, the upload fails. */
export const ingestScriptJob = defineJob({
  name: "ingest-script",
  payload: z.object({ scriptFileId: z.uuid() }),
  // Reading yields to the event loop as it reports progress: a heartbeat this short keeps
  // beating, and a killed worker's read is taken over within seconds.
  policy: { ...CPU_BOUND, heartbeatSeconds: 10 },
  handle: ({ scriptFileId }) => ingestScriptFile(scriptFileId),
  giveUp: {
    policy: GIVE_UP,
    handle: ({ scriptFileId }) => failScriptFile(scriptFileId, INGEST_FAILED),
  },
});
