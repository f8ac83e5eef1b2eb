/**
 * The payments ledger (product.md §7.2, `/admin/payments`): every final invoice (money taken)
 * and credit note (money given back), newest first, with totals per month and a CSV export
 * whose amount column sums to exactly what was taken: invoices less credit notes.
 */
import "server-only";

import { and, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z, ZodError } from "zod";

import { orderNumber, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { BILLING_DOCUMENT_KIND_LABELS, PAYMENTS_LEDGER } from "@/config/payments-ledger";
import { db } from "@/lib/db/client";
import { billingDocumentKind, billingDocuments, orders, paymentMethod } from "@/lib/db/schema";
import { csvDownload, csvText, type CsvCell } from "@/lib/http/csv";
import { filledParams, oneOf, withDayRange } from "@/lib/http/list-filters";
import { pageQuery } from "@/lib/submissions/read";

import { numberOf } from "./documents";

type DocumentKind = (typeof billingDocumentKind.enumValues)[number];

/** `from` and `to` are days the money moved (an invoice's payment, a credit note's refund). */
const ledgerFilter = withDayRange({
  method: z.enum(paymentMethod.enumValues, oneOf(paymentMethod.enumValues)).optional(),
  kind: z.enum(billingDocumentKind.enumValues, oneOf(billingDocumentKind.enumValues)).optional(),
});

export type LedgerQuery = z.infer<typeof ledgerFilter> & { page: number };

/** The ledger's query string; an empty parameter counts as absent, a bad one is refused. */
export function ledgerQuery(params: URLSearchParams): LedgerQuery {
  const given = filledParams(params);
  return { ...ledgerFilter.parse(given), page: pageQuery(new URLSearchParams(given)) };
}

/** One invoice or credit note as the ledger lists it. */
export type LedgerEntry = {
  id: string;
  number: string;
  kind: DocumentKind;
  /** A credit note's invoice. */
  invoice_number: string | null;
  /** The day the money arrived (an invoice) or was sent back (a credit note). */
  paid_on: string;
  issue_date: string;
  order_number: string;
  submission_id: string;
  title: string;
  /** The buyer as the document names them: their company, else their name. */
  customer: string;
  customer_email: string | null;
  method: (typeof paymentMethod.enumValues)[number];
  reference: string | null;
  /** Minor units: what an invoice took, less what a credit note gave back (negative). */
  amount: number;
  currency: string;
};

/** One month's money in one currency. */
export type MonthTotal = {
  /** "2026-03". */
  month: string;
  currency: string;
  /** Minor units taken (invoices), given back (credit notes), and the difference. */
  invoiced: number;
  credited: number;
  net: number;
  documents: number;
};

export type LedgerPage = {
  entries: LedgerEntry[];
  /** Every month the filters match, newest first, whatever the page. */
  months: MonthTotal[];
  /** The months' sums, one per currency. */
  totals: Omit<MonthTotal, "month">[];
  page: number;
  page_size: number;
  total_items: number;
};

/** What a document moved: an invoice's total, a credit note's as a negative amount. */
export const signedAmount = (kind: DocumentKind, total: number) =>
  kind === "credit_note" ? -total : total;

/** The sums of `months`, one per currency, in the order the currencies first appear. */
export function currencyTotals(months: MonthTotal[]): Omit<MonthTotal, "month">[] {
  const byCurrency = new Map<string, Omit<MonthTotal, "month">>();
  for (const month of months) {
    const total = byCurrency.get(month.currency) ?? {
      currency: month.currency,
      invoiced: 0,
      credited: 0,
      net: 0,
      documents: 0,
    };
    total.invoiced += month.invoiced;
    total.credited += month.credited;
    total.net += month.net;
    total.documents += month.documents;
    byCurrency.set(month.currency, total);
  }
  return [...byCurrency.values()];
}

/** A credit note's invoice. */
const invoice = alias(billingDocuments, "invoice");

function matching(query: LedgerQuery): SQL | undefined {
  return and(
    query.from ? gte(billingDocuments.paidOn, query.from) : undefined,
    query.to ? lte(billingDocuments.paidOn, query.to) : undefined,
    query.method ? eq(billingDocuments.method, query.method) : undefined,
    query.kind ? eq(billingDocuments.kind, query.kind) : undefined,
  );
}

/** The matching documents, newest money first; a day's documents in the order they were issued. */
const entries = (query: LedgerQuery) =>
  db()
    .select({
      document: billingDocuments,
      orderNumber: orders.number,
      invoice: { kind: invoice.kind, year: invoice.year, sequence: invoice.sequence },
    })
    .from(billingDocuments)
    .innerJoin(orders, eq(orders.id, billingDocuments.orderId))
    .leftJoin(invoice, eq(invoice.id, billingDocuments.invoiceId))
    .where(matching(query))
    .orderBy(
      desc(billingDocuments.paidOn),
      desc(billingDocuments.createdAt),
      desc(billingDocuments.kind),
      desc(billingDocuments.sequence),
    );

type EntryRow = Awaited<ReturnType<typeof entries>>[number];

function entryOf({ document, orderNumber: number, invoice: invoiced }: EntryRow): LedgerEntry {
  return {
    id: document.id,
    number: numberOf(document),
    kind: document.kind,
    invoice_number: invoiced ? numberOf(invoiced) : null,
    paid_on: document.paidOn,
    issue_date: document.issueDate,
    order_number: orderNumber(number),
    submission_id: document.submissionId,
    title: document.title,
    customer: document.buyer.company ?? document.buyer.name,
    customer_email: document.buyer.email,
    method: document.method,
    reference: document.reference,
    amount: signedAmount(document.kind, document.total),
    currency: document.currency,
  };
}

/** Minor units summed in the database as exact integers. */
const summed = (condition: SQL) =>
  sql<number>`coalesce(sum(${billingDocuments.total}) filter (where ${condition}), 0)`.mapWith(
    Number,
  );

async function monthTotals(query: LedgerQuery): Promise<MonthTotal[]> {
  const month = sql<string>`to_char(${billingDocuments.paidOn}, 'YYYY-MM')`;
  const rows = await db()
    .select({
      month,
      currency: billingDocuments.currency,
      invoiced: summed(sql`${billingDocuments.kind} = 'invoice'`),
      credited: summed(sql`${billingDocuments.kind} = 'credit_note'`),
      documents: count(),
    })
    .from(billingDocuments)
    .where(matching(query))
    .groupBy(month, billingDocuments.currency)
    .orderBy(desc(month), billingDocuments.currency);
  return rows.map((row) => ({ ...row, net: row.invoiced - row.credited }));
}

/** `/admin/payments`: one page of the matching documents, and every matching month's totals. */
export async function listLedger(query: LedgerQuery): Promise<LedgerPage> {
  const pageSize = PAYMENTS_LEDGER.pageSize;
  const [rows, months] = await Promise.all([
    entries(query)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    monthTotals(query),
  ]);
  return {
    entries: rows.map(entryOf),
    months,
    totals: currencyTotals(months),
    page: query.page,
    page_size: pageSize,
    total_items: months.reduce((sum, { documents }) => sum + documents, 0),
  };
}

const CSV_COLUMNS = [
  "Date",
  "Number",
  "Kind",
  "Invoice",
  "Order",
  "Title",
  "Customer",
  "E-mail",
  "Method",
  "Reference",
  "Amount",
  "Currency",
  "Issued",
  "Submission",
];

const csvRecord = (entry: LedgerEntry): CsvCell[] => [
  entry.paid_on,
  entry.number,
  BILLING_DOCUMENT_KIND_LABELS[entry.kind],
  entry.invoice_number,
  entry.order_number,
  entry.title,
  entry.customer,
  entry.customer_email,
  PAYMENT_METHOD_LABELS[entry.method],
  entry.reference,
  entry.amount,
  entry.currency,
  entry.issue_date,
  entry.submission_id,
];

/**
 * Every matching document (no page, no limit: a ledger that left rows out would not add up) as
 * CSV; its Amount column sums to the invoices less the credit notes.
 */
export async function ledgerCsv(query: LedgerQuery): Promise<string> {
  const rows = await entries(query);
  return csvText([CSV_COLUMNS, ...rows.map((row) => csvRecord(entryOf(row)))]);
}

/** GET /api/admin/payments/export: the CSV as a download named for today. */
export async function ledgerCsvDownload(query: LedgerQuery, now = new Date()): Promise<Response> {
  return csvDownload(`payments-${now.toISOString().slice(0, 10)}.csv`, await ledgerCsv(query));
}

/** The ledger page's data for its URL parameters, or the sentence saying which one is wrong. */
export async function ledgerPageFor(
  params: URLSearchParams,
): Promise<{ filters: Record<string, string>; ledger: LedgerPage | null; problem: string | null }> {
  const filters = filledParams(params);
  let query: LedgerQuery;
  try {
    query = ledgerQuery(params);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return { filters, ledger: null, problem: error.issues[0]?.message ?? "A filter is not valid." };
  }
  return { filters, ledger: await listLedger(query), problem: null };
}
