import "server-only";

import { and, eq, isNull, ne, or } from "drizzle-orm";
import { z } from "zod";

import { db, transactionWithClient } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
import { analyzeScreenplay } from "@/lib/first-pass/analyze";
import { loadGazetteer } from "@/lib/first-pass/gazetteer";
import { defineJob } from "@/lib/jobs/define";
import { CPU_BOUND, GIVE_UP } from "@/lib/jobs/policies";
import { enqueue, inTransaction } from "@/lib/jobs/queue";

import { applyDraftAnalysis } from "./revision-analysis";

export const ANALYSIS_FAILED =
  "The automatic first pass could not finish on this script. Our researchers will go through it by hand.";

/**
 * The analyze-script job: runs the first pass over a parsed script and applies its items to the
 * submission's (apply-analysis.ts), so running it again leaves the same rows, never a second copy.
 * Anything that goes wrong throws, and the queue retries it.
 */
export async function analyzeScriptFile(scriptFileId: string): Promise<void> {
  const [file] = await db()
    .select({ status: scriptFiles.status, screenplay: scriptFiles.screenplay })
    .from(scriptFiles)
    .where(eq(scriptFiles.id, scriptFileId));
  if (file?.status !== "parsed" || !file.screenplay) return;

  await markAnalysis(scriptFileId, { analysisStatus: "running", analysisError: null });
  const { screenplay } = file;
  const analysis = analyzeScreenplay(screenplay);

  await db().transaction(async (tx) => {
    // Holds the submission, so two runs at once apply their items one after the other.
    const [current] = await tx
      .select({ submissionId: submissions.id })
      .from(scriptFiles)
      .innerJoin(submissions, eq(submissions.id, scriptFiles.submissionId))
      .where(eq(scriptFiles.id, scriptFileId))
      .for("update", { of: submissions });
    if (!current) return;
    await applyDraftAnalysis(
      tx,
      { submissionId: current.submissionId, scriptFileId, screenplay },
      analysis,
    );
    await tx
      .update(scriptFiles)
      .set({
        analysisStatus: "done",
        analysisError: null,
        analyzedAt: new Date(),
        analysisMs: analysis.durationMs,
        analysisCounts: analysis.counts,
      })
      .where(eq(scriptFiles.id, scriptFileId));
  });
}

/** Gives up on a file's first pass, with a plain reason for whoever looks at it. */
export async function failAnalysis(scriptFileId: string, reason: string): Promise<void> {
  // A pass that finished after its attempt was given up for dead keeps its result.
  await db()
    .update(scriptFiles)
    .set({ analysisStatus: "failed", analysisError: reason })
    .where(
      and(
        eq(scriptFiles.id, scriptFileId),
        or(isNull(scriptFiles.analysisStatus), ne(scriptFiles.analysisStatus, "done")),
      ),
    );
}

async function markAnalysis(
  scriptFileId: string,
  values: Pick<typeof scriptFiles.$inferInsert, "analysisStatus" | "analysisError">,
) {
  await db().update(scriptFiles).set(values).where(eq(scriptFiles.id, scriptFileId));
}

/**
 * Queues the first pass for scripts read before it existed (no analysis state yet), each marked
 * pending in the transaction that queues it. Returns how many were queued.
 */
export async function queueMissingAnalyses(): Promise<number> {
  const unanalyzed = await db()
    .select({ id: scriptFiles.id })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.status, "parsed"), isNull(scriptFiles.analysisStatus)));
  for (const { id } of unanalyzed)
    await transactionWithClient(async (tx, client) => {
      await tx
        .update(scriptFiles)
        .set({ analysisStatus: "pending" })
        .where(and(eq(scriptFiles.id, id), isNull(scriptFiles.analysisStatus)));
      await enqueue(analyzeScriptJob, { scriptFileId: id }, inTransaction(client));
    });
  return unanalyzed.length;
}

/** Runs the first pass on each script as it is queued, and on any read before it existed. */
export const analyzeScriptJob = defineJob({
  name: "analyze-script",
  payload: z.object({ scriptFileId: z.uuid() }),
  policy: CPU_BOUND,
  handle: ({ scriptFileId }) => analyzeScriptFile(scriptFileId),
  giveUp: {
    policy: GIVE_UP,
    handle: ({ scriptFileId }) => failAnalysis(scriptFileId, ANALYSIS_FAILED),
  },
  async beforeWork() {
    // The first pass's name, word and place tables take seconds to build in a cold process (more
    // on a loaded machine), holding the event loop: before taking any job, so that no job's
    // heartbeat (lib/jobs/policies.ts) stops while they load, nor a customer's first analysis
    // waits.
    loadGazetteer();
    await queueMissingAnalyses();
  },
});
