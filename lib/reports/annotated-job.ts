/**
 * The annotated script of a published version (product.md §13), made by a job queued in the
 * publishing transaction: reading and drawing on a long script takes seconds that publishing
 * does not wait for. Until the job has stored it the version's status is "preparing", and its
 * download says so.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import { REPORT_FILES } from "@/config/reports";
import { db } from "@/lib/db/client";
import { reportVersions, scriptFiles } from "@/lib/db/schema";
import { defineJob } from "@/lib/jobs/define";
import { CPU_BOUND, GIVE_UP } from "@/lib/jobs/policies";
import { fileStore } from "@/lib/storage";

import { renderAnnotatedScript } from "./annotated-script";
import type { ReportSnapshot } from "./snapshot";

const annotateScriptPayload = z.object({ submissionId: z.uuid(), version: z.int().min(1) });

/**
 * Renders and stores the version's annotated script, once: a version already done (a job run
 * twice) or gone (its submission deleted meanwhile) keeps no file of this run. A store that
 * cannot be read or written fails the job, which the queue retries.
 */
export async function prepareAnnotatedScript({
  submissionId,
  version,
}: z.infer<typeof annotateScriptPayload>): Promise<void> {
  const [row] = await db()
    .select({
      id: reportVersions.id,
      status: reportVersions.annotatedStatus,
      snapshot: reportVersions.snapshot,
      screenplay: scriptFiles.screenplay,
      format: scriptFiles.format,
      storageKey: scriptFiles.storageKey,
    })
    .from(reportVersions)
    .leftJoin(scriptFiles, eq(scriptFiles.id, reportVersions.scriptFileId))
    .where(and(eq(reportVersions.submissionId, submissionId), eq(reportVersions.version, version)));
  if (row?.status !== "preparing") return;
  if (!row.screenplay) {
    // The draft is gone (deleted with its file): there is no script to annotate.
    await db()
      .update(reportVersions)
      .set({ annotatedStatus: null })
      .where(eq(reportVersions.id, row.id));
    return;
  }
  // The uploaded PDF is drawn on; a draft in another format, or no longer stored, is set from
  // its text.
  const original =
    row.format === "pdf" && row.storageKey ? await fileStore().get(row.storageKey) : null;
  const { bytes } = await renderAnnotatedScript(
    row.snapshot as ReportSnapshot,
    row.screenplay,
    original,
  );
  const key = `reports/${randomUUID()}/v${version}-annotated-script.pdf`;
  await fileStore().put(key, bytes, REPORT_FILES.annotated);
  const done = await db()
    .update(reportVersions)
    .set({ annotatedStatus: "ready", annotatedKey: key })
    .where(and(eq(reportVersions.id, row.id), eq(reportVersions.annotatedStatus, "preparing")))
    .returning({ id: reportVersions.id });
  if (done.length === 0) await fileStore().delete(key);
}

/** After the job's last attempt failed: the download says so rather than "being prepared". */
export async function annotatedScriptFailed({
  submissionId,
  version,
}: z.infer<typeof annotateScriptPayload>): Promise<void> {
  await db()
    .update(reportVersions)
    .set({ annotatedStatus: "failed" })
    .where(
      and(
        eq(reportVersions.submissionId, submissionId),
        eq(reportVersions.version, version),
        eq(reportVersions.annotatedStatus, "preparing"),
      ),
    );
}

export const annotateScriptJob = defineJob({
  name: "annotate-script",
  payload: annotateScriptPayload,
  policy: CPU_BOUND,
  handle: prepareAnnotatedScript,
  giveUp: { policy: GIVE_UP, handle: annotatedScriptFailed },
});
