import "server-only";

import { asc, eq } from "drizzle-orm";

import { db, type Transaction } from "@/lib/db/client";
import { revisions, scriptFiles } from "@/lib/db/schema";

/** The revision a submission waits to be paid for, with its draft's status (history.ts). */
export type OpenRevision = RevisionRow & {
  fileStatus: (typeof scriptFiles.$inferSelect)["status"];
};

/** Every revision of a submission, oldest first. */
export const revisionsOf = (submissionId: string, executor: Transaction = db()) =>
  executor
    .select()
    .from(revisions)
    .where(eq(revisions.submissionId, submissionId))
    .orderBy(asc(revisions.createdAt));

export type RevisionRow = typeof revisions.$inferSelect;
