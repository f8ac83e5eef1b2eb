import "server-only";

import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";

import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { scriptFiles } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { fileStore } from "@/lib/storage";
import { isCorrelationId, ownSubmission } from "@/lib/submissions/read";

import { SCRIPT_CONTENT_TYPES } from "./files";

/** Long enough to open the tab; too short to be worth passing around. */
const LINK_SECONDS = 5 * 60;

const storedFile = {
  storageKey: scriptFiles.storageKey,
  originalName: scriptFiles.originalName,
  format: scriptFiles.format,
};

/**
 * GET /api/submissions/{id}/script-link: a short-lived signed link to the newest stored script,
 * which the page opens in a new tab (spec §7, the GET helper).
 */
export async function scriptLink(user: SignedInUser, id: string): Promise<{ url: string }> {
  const submission = await ownSubmission(user, id, undefined, "read");
  const [file] = await db()
    .select(storedFile)
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submission.id), isNotNull(scriptFiles.storageKey)))
    .orderBy(desc(scriptFiles.version))
    .limit(1);
  if (!file?.storageKey) throw new Problem(404, "This quote has no script yet. Upload one first.");
  return { url: await signedLink(file.storageKey, file) };
}

/**
 * GET /api/admin/submissions/{id}/script-link?file=: a signed link to any stored version of a
 * submission's script, for researchers.
 */
export async function adminScriptLink(
  submissionId: string,
  fileId: string | null,
): Promise<{ url: string }> {
  const missing = new Problem(404, "This script file does not exist or is no longer stored.");
  const id = z.uuid().safeParse(fileId);
  if (!isCorrelationId(submissionId) || !id.success) throw missing;
  const [file] = await db()
    .select(storedFile)
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissionId), eq(scriptFiles.id, id.data)));
  if (!file?.storageKey) throw missing;
  return { url: await signedLink(file.storageKey, file) };
}

function signedLink(
  storageKey: string,
  file: { originalName: string; format: keyof typeof SCRIPT_CONTENT_TYPES },
): Promise<string> {
  return fileStore().signedUrl(storageKey, {
    downloadName: file.originalName,
    contentType: SCRIPT_CONTENT_TYPES[file.format],
    // Browsers show PDFs and text in the tab; Word and Final Draft files download.
    inline: file.format === "pdf" || file.format === "fountain" || file.format === "text",
    expiresInSeconds: LINK_SECONDS,
  });
}
