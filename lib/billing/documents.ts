/**
 * Final invoices and credit notes (product.md §7). A document is issued in the transaction that
 * takes or gives back the money: numbered there without gaps, its parties and amounts frozen.
 * Its PDF is rendered once and stored, and it is e-mailed, by the billing-document job queued in
 * the same transaction, so a payment is never recorded without its document.
 */
import "server-only";

import type { PoolClient } from "pg";

import type { Transaction } from "@/lib/db/client";
import { billingDocuments } from "@/lib/db/schema";
import { enqueue, inTransaction } from "@/lib/jobs/queue";

import { billingDocumentJob } from "./delivery";
import { billingDocumentNumber, nextDocumentSequence } from "./numbering";

export type BillingDocumentRow = typeof billingDocuments.$inferSelect;

/** What the caller decides about a new document; its number and issue date are set here. */
export type BillingDocumentDraft = Omit<
  typeof billingDocuments.$inferInsert,
  "id" | "year" | "sequence" | "issueDate" | "pdfKey" | "createdAt"
>;

/** The printed number of a stored document. */
export const numberOf = (document: Pick<BillingDocumentRow, "kind" | "year" | "sequence">) =>
  billingDocumentNumber(document.kind, document.year, document.sequence);

/** Issues a document dated `now` in the caller's transaction and queues its PDF and e-mail. */
export async function issueBillingDocument(
  tx: Transaction,
  client: PoolClient,
  draft: BillingDocumentDraft,
  now: Date,
): Promise<BillingDocumentRow> {
  const year = now.getUTCFullYear();
  const sequence = await nextDocumentSequence(tx, draft.kind, year);
  const [document] = await tx
    .insert(billingDocuments)
    .values({ ...draft, year, sequence, issueDate: now.toISOString().slice(0, 10) })
    .returning();
  await enqueue(billingDocumentJob, { documentId: document!.id }, inTransaction(client));
  return document!;
}
