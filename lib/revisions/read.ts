import "server-only";

import { and, asc, desc, eq, isNull } from "drizzle-orm";

import { db, type Transaction } from "@/lib/db/client";
import { revisions, scriptFiles } from "@/lib/db/schema";

/** The revision a submission in `revision_requested` waits to be paid for: its newest unpaid. */
export async function openRevisionOf(submissionId: string, executor: Transaction = db()) {
  const [row] = await executor
    .select({
      id: revisions.id,
      scriptFileId: revisions.scriptFileId,
      previousScriptFileId: revisions.previousScriptFileId,
      changes: revisions.changes,
      orderId: revisions.orderId,
      createdAt: revisions.createdAt,
      fileStatus: scriptFiles.status,
    })
    .from(revisions)
    .innerJoin(scriptFiles, eq(scriptFiles.id, revisions.scriptFileId))
    .where(and(eq(revisions.submissionId, submissionId), isNull(revisions.paidAt)))
    .orderBy(desc(revisions.createdAt))
    .limit(1);
  return row;
}

export type OpenRevision = NonNullable<Awaited<ReturnType<typeof openRevisionOf>>>;

/** Every revision of a submission, oldest first. */
export const revisionsOf = (submissionId: string, executor: Transaction = db()) =>
  executor
    .select()
    .from(revisions)
    .where(eq(revisions.submissionId, submissionId))
    .orderBy(asc(revisions.createdAt));

export type RevisionRow = typeof revisions.$inferSelect;
