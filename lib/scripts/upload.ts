import "server-only";

import { createHash, randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { SUBMISSION_LIMITS } from "@/config/submissions";
import { raiseAttention } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { transactionWithClient } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
import { checkedFileName, readFormFile } from "@/lib/http/form";
import { Problem } from "@/lib/http/problems";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { limitAttempts } from "@/lib/rate-limit";
import { startRevision, takesRevision } from "@/lib/revisions/start";
import { checkScript, ScreenplayError, type SourceFormat } from "@/lib/screenplay";
import { fileStore } from "@/lib/storage";
import type { SubmissionStatus } from "@/lib/submission-lifecycle/transitions";
import { notEditable } from "@/lib/submissions/drafts";
import { ownSubmission } from "@/lib/submissions/read";
import { scriptView, type ScriptView } from "@/lib/submissions/views";

import { SCRIPT_CONTENT_TYPES, scriptStorageKey } from "./files";
import { ingestScriptJob } from "./ingest";

const MAX_MB = SUBMISSION_LIMITS.scriptBytes / 1024 / 1024;
const tooLarge = () =>
  new Problem(
    413,
    `The file is larger than ${MAX_MB} MB. Upload the screenplay alone, exported without images, or compress the PDF.`,
  );

/**
 * POST /api/submissions/{id}/script: a new version of the draft's script, or a delivered
 * submission's revised draft (lib/revisions/start.ts). The file is checked
 * before anything is kept (type from its content, size, name, readability); then it is stored,
 * recorded and queued for reading in one step, so a failure leaves nothing behind.
 */
export async function uploadScript(
  user: SignedInUser,
  id: string,
  request: Request,
): Promise<ScriptView> {
  const submission = await ownSubmission(user, id);
  if (!uploadable(submission.status)) throw notEditable();
  await checkUploadRate(user);
  const { name, bytes } = await readUpload(request);
  const format = await readableFormat(bytes, name);

  const fileId = randomUUID();
  const storageKey = scriptStorageKey(submission.id, fileId, format);
  await fileStore().put(storageKey, bytes, SCRIPT_CONTENT_TYPES[format]);
  try {
    return await transactionWithClient(async (tx, client) => {
      // Holds the draft while the version is chosen, so checkout or a second upload waits.
      const [draft] = await tx
        .select({ status: submissions.status })
        .from(submissions)
        .where(eq(submissions.id, submission.id))
        .for("update");
      if (!draft || !uploadable(draft.status)) throw notEditable();
      const [row] = await tx
        .insert(scriptFiles)
        .values({
          id: fileId,
          submissionId: submission.id,
          version: sql`(select coalesce(max(${scriptFiles.version}), 0) + 1 from ${scriptFiles} where ${scriptFiles.submissionId} = ${submission.id})`,
          originalName: name,
          format,
          sizeBytes: bytes.byteLength,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          storageKey,
        })
        .returning();
      await tx
        .update(submissions)
        .set({ updatedAt: sql`clock_timestamp()` })
        .where(and(eq(submissions.id, submission.id)));
      if (takesRevision(draft.status)) {
        await startRevision(tx, {
          submissionId: submission.id,
          status: draft.status,
          scriptFileId: fileId,
          actor: user.id,
        });
        await raiseAttention(tx, client, submission.id, { kind: "revision", text: name });
      }
      await enqueue(ingestScriptJob, { scriptFileId: fileId }, inTransaction(client));
      return scriptView(row!);
    });
  } catch (error) {
    await fileStore().delete(storageKey);
    throw error;
  }
}

/** A draft's script, or a revised draft of a delivered submission. */
const uploadable = (status: SubmissionStatus) => status === "draft" || takesRevision(status);

/** Reading scripts costs real work, so one account's uploads are limited per hour. */
async function checkUploadRate(user: SignedInUser): Promise<void> {
  await limitAttempts(
    uploadRateKey(user.id),
    { limit: SUBMISSION_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 },
    "You have uploaded many scripts in the last hour.",
  );
}

export const uploadRateKey = (userId: string) => `script-upload:${userId}`;

/** The multipart body's `file`, counted as it streams (413 past the limit), then its name checked. */
async function readUpload(request: Request): Promise<{ name: string; bytes: Uint8Array }> {
  const { name, bytes } = await readFormFile(request, {
    what: "the script",
    limit: SUBMISSION_LIMITS.scriptBytes,
    tooLarge,
    missing: "Choose a screenplay file to upload.",
  });
  return { name: checkedFileName(name), bytes };
}

async function readableFormat(bytes: Uint8Array, name: string): Promise<SourceFormat> {
  try {
    return await checkScript(bytes, name);
  } catch (error) {
    if (!(error instanceof ScreenplayError)) throw error;
    throw new Problem(error.problem === "unsupported" ? 415 : 400, error.message);
  }
}
