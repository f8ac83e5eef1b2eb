/** Script files as the reader leaves them, for integration tests of what follows reading. */
import { db } from "@/lib/db/client";
import { scriptFiles, submissions, userProfiles } from "@/lib/db/schema";
import { parseScreenplay } from "@/lib/screenplay";
import { fileStore } from "@/lib/storage";

import { HARBOUR_LIGHT } from "./clearance-script";
import { customerSubmission } from "./submission-rows";

/** A script file recorded as the reader leaves it: parsed, its first pass still to run. */
export async function parsedScriptFile(
  status: "parsed" | "parsing" = "parsed",
  analysisStatus: "pending" | null = status === "parsed" ? "pending" : null,
  script = HARBOUR_LIGHT,
) {
  const userId = `analysis-${Math.random()}`;
  await db()
    .insert(userProfiles)
    .values({ userId, email: `${userId}@example.com` });
  const [submission] = await db().insert(submissions).values({ ownerId: userId }).returning();
  return storedScriptFile(submission!.id, script, { status, analysisStatus });
}

/**
 * Version 1 of the submission's script, read from the Fountain `script`, as the reader stores it:
 * parsed, its first pass pending. Never parsed without an analysis state: a worker started by
 * another test file would take such a file for its own (queueMissingAnalyses sweeps them all).
 */
export async function storedScriptFile(
  submissionId: string,
  script: string,
  columns: Partial<typeof scriptFiles.$inferInsert> = {},
) {
  const screenplay = await parseScreenplay(new TextEncoder().encode(script), {
    fileName: "harbour-light.fountain",
  });
  const [file] = await db()
    .insert(scriptFiles)
    .values({
      submissionId,
      version: 1,
      originalName: "harbour-light.fountain",
      format: "fountain",
      sizeBytes: script.length,
      sha256: "0".repeat(64),
      status: "parsed",
      analysisStatus: "pending",
      screenplay,
      ...columns,
    })
    .returning();
  return file!;
}

/** An upload recorded as the API would, with `bytes` in storage, waiting to be read. */
export async function unreadUpload(
  bytes: Uint8Array,
  name: string,
  { format = "fountain", title = "" }: { format?: "fountain" | "pdf"; title?: string } = {},
) {
  const submission = await customerSubmission("upload", title);
  const storageKey = `scripts/${submission.id}/upload.bin`;
  const contentType = format === "pdf" ? "application/pdf" : "text/plain";
  await fileStore().put(storageKey, Buffer.from(bytes), contentType);
  const [file] = await db()
    .insert(scriptFiles)
    .values({
      submissionId: submission.id,
      version: 1,
      originalName: name,
      format,
      sizeBytes: bytes.length,
      sha256: "0".repeat(64),
      storageKey,
    })
    .returning();
  return file!;
}
