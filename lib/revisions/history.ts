/**
 * A submission's revisions in order, and which of them each order paid for, so the first
 * order's price and each revision's delta are shown apart.
 */
import type { RevisionChanges } from "@/lib/screenplay/revision-changes";

/** One revised draft as the customer and the researchers see it, numbered from 1. */
export type RevisionHistoryView = {
  number: number;
  uploaded_at: string;
  /** Null until the new draft is read and compared with the previous one. */
  changes: RevisionChanges | null;
  paid_at: string | null;
};

type RevisionRow = { createdAt: Date; changes: RevisionChanges | null; paidAt: Date | null };

export const historyView = (rows: RevisionRow[]): RevisionHistoryView[] =>
  rows.map((row, index) => ({
    number: index + 1,
    uploaded_at: row.createdAt.toISOString(),
    changes: row.changes,
    paid_at: row.paidAt?.toISOString() ?? null,
  }));

/**
 * The revision an order was placed for (null: the first order). A revision's orders are placed
 * after its draft was uploaded and before the next one, so the order's time tells, abandoned
 * checkouts included. `uploads` are the revisions' upload times, oldest first.
 */
export function revisionOfOrder(placedAt: Date, uploads: Date[]): number | null {
  let found: number | null = null;
  uploads.forEach((uploadedAt, index) => {
    if (placedAt >= uploadedAt) found = index + 1;
  });
  return found;
}

/**
 * The revision a submission in `revision_requested` waits to be paid for: its newest unpaid, with
 * its draft's status. From `rows` (oldest first) and the submission's `files` as they were read
 * together, so a page shows the revision and the history of revisions alike.
 */
export function openRevisionIn<Row extends { paidAt: Date | null; scriptFileId: string }, Status>(
  rows: Row[],
  files: { id: string; status: Status }[],
): (Row & { fileStatus: Status }) | undefined {
  const row = rows.findLast((revision) => revision.paidAt === null);
  const file = row && files.find((upload) => upload.id === row.scriptFileId);
  return row && file ? { ...row, fileStatus: file.status } : undefined;
}
