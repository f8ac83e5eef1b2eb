/**
 * Final invoices and credit notes as their customer and admins list and download them
 * (product.md §7): the customer on the submission's page and in the Billing section of
 * `/profile`, admins on the admin submission page. The PDFs are private: they stream through
 * handlers that check the caller, never from a public address.
 */
import "server-only";

import { desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { billingDocuments } from "@/lib/db/schema";
import { notFound, Problem } from "@/lib/http/problems";
import { fileStore } from "@/lib/storage";
import { ownSubmission } from "@/lib/submissions/read";

import { type BillingDocumentRow, numberOf } from "./documents";

export type BillingDocumentView = {
  id: string;
  kind: BillingDocumentRow["kind"];
  /** INV-2026-0001, CN-2026-0001. */
  number: string;
  submission_id: string;
  title: string;
  issue_date: string;
  currency: string;
  total: number;
  method: BillingDocumentRow["method"];
  /** The invoice a credit note credits. */
  credits: string | null;
  /** False until the billing-document job has stored its PDF (seconds after the payment). */
  has_pdf: boolean;
};

const DOCUMENT_NOT_FOUND = "This invoice or credit note";

async function documentsWhere(where: SQL | undefined): Promise<BillingDocumentView[]> {
  const rows = await db()
    .select()
    .from(billingDocuments)
    .where(where)
    .orderBy(desc(billingDocuments.issueDate), desc(billingDocuments.createdAt));
  const numbers = new Map(rows.map((row) => [row.id, numberOf(row)]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: numbers.get(row.id)!,
    submission_id: row.submissionId,
    title: row.title,
    issue_date: row.issueDate,
    currency: row.currency,
    total: row.total,
    method: row.method,
    credits: row.invoiceId ? (numbers.get(row.invoiceId) ?? null) : null,
    has_pdf: row.pdfKey !== null,
  }));
}

/** GET /api/user/billing-documents: every invoice and credit note of the caller, newest first. */
export const ownBillingDocuments = async (user: SignedInUser) => ({
  documents: await documentsWhere(eq(billingDocuments.userId, user.id)),
});

/**
 * GET /api/submissions/{id}/billing-documents: one submission's documents, for its personal owner
 * or its company's owners (the `billing` right, docs/product.md "Companies and roles").
 */
export async function ownSubmissionBillingDocuments(user: SignedInUser, submissionId: string) {
  const submission = await ownSubmission(user, submissionId, undefined, "billing");
  return { documents: await documentsWhere(eq(billingDocuments.submissionId, submission.id)) };
}

/** GET /api/admin/submissions/{id}/billing-documents: every document of a submission. */
export async function submissionBillingDocuments(submissionId: string) {
  const id = z.uuid().safeParse(submissionId);
  if (!id.success) throw notFound("This submission");
  return { documents: await documentsWhere(eq(billingDocuments.submissionId, id.data)) };
}

/**
 * GET /api/user/billing-documents/{id}/pdf: a document made out to the caller, or of a submission
 * whose billing they may see; anyone else's is a 404.
 */
export async function ownBillingDocumentPdf(user: SignedInUser, id: string) {
  const [row] = await db()
    .select({ userId: billingDocuments.userId, submissionId: billingDocuments.submissionId })
    .from(billingDocuments)
    .where(eq(billingDocuments.id, documentId(id)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  if (row.userId !== user.id) await ownSubmission(user, row.submissionId, undefined, "billing");
  return pdfWhere(eq(billingDocuments.id, documentId(id)));
}

/** GET /api/admin/billing-documents/{id}/pdf. */
export const billingDocumentPdf = (id: string) => pdfWhere(eq(billingDocuments.id, documentId(id)));

async function pdfWhere(where: SQL | undefined) {
  const [row] = await db().select().from(billingDocuments).where(where);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  if (!row.pdfKey) {
    throw new Problem(409, `${numberOf(row)} is being prepared; try again in a minute.`);
  }
  return { bytes: await fileStore().get(row.pdfKey), name: `${numberOf(row)}.pdf` };
}

const documentId = (id: string) => {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw notFound(DOCUMENT_NOT_FOUND);
  return parsed.data;
};
