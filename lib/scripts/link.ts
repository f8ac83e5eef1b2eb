import { and, desc, eq, isNotNull } from "drizzle-orm";

import { Problem } from "@/lib/api/problems";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { scriptFiles } from "@/lib/db/schema";
import { fileStore } from "@/lib/storage";
import { ownSubmission } from "@/lib/submissions/read";

import { SCRIPT_CONTENT_TYPES } from "./files";

/** Long enough to open the tab; too short to be worth passing around. */
const LINK_SECONDS = 5 * 60;

/**
 * GET /api/submissions/{id}/script-link: a short-lived signed link to the newest stored script,
 * which the page opens in a new tab (spec §7, the GET helper).
 */
export async function scriptLink(user: SignedInUser, id: string): Promise<{ url: string }> {
  const submission = await ownSubmission(user, id);
  const [file] = await db()
    .select({
      storageKey: scriptFiles.storageKey,
      originalName: scriptFiles.originalName,
      format: scriptFiles.format,
    })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submission.id), isNotNull(scriptFiles.storageKey)))
    .orderBy(desc(scriptFiles.version))
    .limit(1);
  if (!file?.storageKey) throw new Problem(404, "This quote has no script yet. Upload one first.");
  const url = await fileStore().signedUrl(file.storageKey, {
    downloadName: file.originalName,
    contentType: SCRIPT_CONTENT_TYPES[file.format],
    // Browsers show PDFs and text in the tab; Word and Final Draft files download.
    inline: file.format === "pdf" || file.format === "fountain" || file.format === "text",
    expiresInSeconds: LINK_SECONDS,
  });
  return { url };
}
