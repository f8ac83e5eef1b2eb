/**
 * The billing-document job (product.md §7, §10): a final invoice's or credit note's PDF rendered
 * once and stored, then e-mailed to the customer with the payment received or the refund. A
 * retried job finds the PDF stored and only sends the e-mail.
 */
import "server-only";

import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";

import { orderNumber, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { emailConcerned } from "@/lib/companies/recipients";
import { db } from "@/lib/db/client";
import { billingDocuments, orders, submissions, userProfiles } from "@/lib/db/schema";
import { paymentReceivedEmail, refundEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";
import { formatMoney } from "@/lib/pricing/format";
import { formatLongDay } from "@/lib/site/format-date";
import { fileStore } from "@/lib/storage";

import { type BillingDocumentRow, numberOf } from "./documents";
import { type BillingPdfDocument, renderBillingPdf } from "./pdf";
import { documentPaperSize } from "./seller";

const billingDocumentPayload = z.object({ documentId: z.uuid() });

const invoices = alias(billingDocuments, "invoices");

/** The document with what it prints beside itself: its order's number, a credit note's invoice. */
async function documentOf(documentId: string) {
  const [row] = await db()
    .select({
      document: billingDocuments,
      orderNumber: orders.number,
      received: orders.receivedAmount,
      invoice: invoices,
      email: userProfiles.email,
      dueDate: submissions.dueDate,
    })
    .from(billingDocuments)
    .innerJoin(orders, eq(orders.id, billingDocuments.orderId))
    .innerJoin(submissions, eq(submissions.id, billingDocuments.submissionId))
    .leftJoin(invoices, eq(invoices.id, billingDocuments.invoiceId))
    .leftJoin(userProfiles, eq(userProfiles.userId, billingDocuments.userId))
    .where(eq(billingDocuments.id, documentId));
  return row;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof documentOf>>>;

/**
 * What an invoice says of its payment: in full, or, for a transfer that brought another amount,
 * what is still due or what came over (docs/product.md §7: the difference is raised to admins).
 */
function paymentText(document: BillingDocumentRow, received: number | null): string {
  const money = (amount: number) => formatMoney(amount, document.currency);
  if (document.method === "free") return "Paid in full by voucher: nothing is due.";
  if (received === null || received === document.total)
    return "Paid in full: nothing is due. Thank you.";
  return received < document.total
    ? `Received ${money(received)} of ${money(document.total)}: ${money(document.total - received)} is still due.`
    : `Received ${money(received)}, ${money(received - document.total)} more than this invoice's total.`;
}

/** What the document's PDF prints: an invoice's payment, or a credit note's refund. */
export function billingPdfOf(
  document: BillingDocumentRow,
  {
    order,
    invoice,
    received = null,
  }: {
    order: string;
    invoice: string | null;
    /** What a bank transfer brought, as the admin recorded it: it may differ from the total. */
    received?: number | null;
  },
): BillingPdfDocument {
  const method = PAYMENT_METHOD_LABELS[document.method];
  const paidOn = formatLongDay(document.paidOn);
  const reference = document.reference ? [{ label: "Reference", value: document.reference }] : [];
  const seller = `${document.seller.name} · ${document.seller.email ?? ""}`;
  const common = {
    number: numberOf(document),
    seller: document.seller,
    buyer: document.buyer,
    title: document.title,
    currency: document.currency,
    lines: document.lines,
    taxRate: document.taxRate,
    tax: document.tax,
    total: document.total,
    paper: documentPaperSize(),
  };
  if (document.kind === "credit_note") {
    return {
      ...common,
      heading: "Credit note",
      meta: [
        { label: "Issued", value: formatLongDay(document.issueDate) },
        ...(invoice ? [{ label: "Credits", value: invoice }] : []),
        { label: "Order", value: order },
      ],
      totalLabel: "Total credited",
      payment: {
        heading: "Refund",
        rows: [
          { label: "Method", value: method },
          { label: "Refunded on", value: paidOn },
          ...reference,
        ],
        text: invoice ? `Credits invoice ${invoice}.` : null,
      },
      note: document.reason ? { heading: "Reason", text: document.reason } : null,
      footer: `This credit note reduces what was invoiced by ${formatMoney(document.total, document.currency)}. ${seller}`,
    };
  }
  const differs = received !== null && received !== document.total;
  return {
    ...common,
    heading: "Invoice",
    meta: [
      { label: "Issued", value: formatLongDay(document.issueDate) },
      { label: "Order", value: order },
      { label: "Paid on", value: paidOn },
    ],
    totalLabel: differs ? "Total" : "Total paid",
    payment: {
      heading: "Payment received",
      rows: [
        { label: "Method", value: method },
        { label: "Paid on", value: paidOn },
        ...(differs
          ? [{ label: "Received", value: formatMoney(received, document.currency) }]
          : []),
        ...reference,
      ],
      text: paymentText(document, received),
    },
    note: null,
    footer: seller,
  };
}

/** The stored PDF's key, rendering and storing it first if no earlier run did. */
async function storedPdf({
  document,
  orderNumber: order,
  invoice,
  received,
}: Loaded): Promise<string> {
  if (document.pdfKey) return document.pdfKey;
  const number = numberOf(document);
  const pdf = await renderBillingPdf(
    billingPdfOf(document, {
      order: orderNumber(order),
      invoice: invoice && numberOf(invoice),
      received: document.method === "bank_transfer" ? received : null,
    }),
  );
  // Named by the document alone: a second run at the same time writes the same file.
  const key = `billing/${document.year}/${number}-${document.id}.pdf`;
  await fileStore().put(key, pdf, "application/pdf");
  await db()
    .update(billingDocuments)
    .set({ pdfKey: key })
    .where(and(eq(billingDocuments.id, document.id), isNull(billingDocuments.pdfKey)));
  return key;
}

/** Renders and stores the document once, then e-mails it to those who pay for the submission. */
export async function deliverBillingDocument({
  documentId,
}: z.infer<typeof billingDocumentPayload>): Promise<void> {
  const loaded = await documentOf(documentId);
  if (!loaded) return;
  const key = await storedPdf(loaded);
  const { document, invoice } = loaded;
  const number = numberOf(document);
  const link = `${appUrlFromEnv()}/submission/${document.submissionId}`;
  const amount = formatMoney(document.total, document.currency);
  // To the submission's payers: its customer, or its company's owners and producers (an account
  // deleted meanwhile gets nothing; the books keep the document).
  await emailConcerned(document.submissionId, "payment", {
    ...(document.kind === "credit_note"
      ? refundEmail({
          creditNote: number,
          invoice: invoice ? numberOf(invoice) : "",
          title: document.title,
          amount,
          toCard: document.method === "card",
          reason: document.reason,
          link,
        })
      : paymentReceivedEmail({
          number: orderNumber(loaded.orderNumber),
          invoice: number,
          title: document.title,
          total: amount,
          free: document.method === "free",
          dueDate: loaded.dueDate,
          link,
        })),
    attachments: [
      {
        filename: `${number}.pdf`,
        content: await fileStore().get(key),
        contentType: "application/pdf",
      },
    ],
  });
}

export const billingDocumentJob = defineJob({
  name: "billing-document",
  payload: billingDocumentPayload,
  policy: SERVICE_CALL,
  handle: deliverBillingDocument,
});
