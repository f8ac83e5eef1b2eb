/** Proformas as admins list and edit them, and as their customer sees and downloads them. */
import "server-only";

import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";

import { orderNumber } from "@/config/orders";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import {
  type InvoiceParty,
  orders,
  proformas,
  proformaStatus,
  submissionAttention,
  userProfiles,
} from "@/lib/db/schema";
import { notFound, Problem } from "@/lib/http/problems";
import { fileStore } from "@/lib/storage";
import { ownSubmission } from "@/lib/submissions/read";
import { billingDetailsOf } from "@/lib/users/billing";

import { buyerFrom, labelOf, lineAmount, type ProformaRow } from "./amounts";
import { amountDifference } from "./received";

export type ProformaStatus = ProformaRow["status"];

export type ProformaView = {
  id: string;
  number: string | null;
  status: ProformaStatus;
  requested_by: string;
  title: string;
  submission_id: string | null;
  order_number: string | null;
  customer_email: string | null;
  currency: string;
  lines: { description: string; quantity: number; unit_amount: number; amount: number }[];
  tax_percent: number;
  subtotal: number;
  tax: number;
  total: number;
  due_in_days: number;
  note: string | null;
  /** As printed once issued; before that, the customer's current details (null if none yet). */
  buyer: InvoiceParty | null;
  issue_date: string | null;
  due_date: string | null;
  created_at: string;
  issued_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  has_pdf: boolean;
  /** The transfer as the admin recorded it when marking the proforma paid. */
  received: { on: string; amount: number; reference: string | null } | null;
  /** "Received $400.00 for proforma PF-…, which asks $450.00 (short by $50.00)", if it differed. */
  difference: string | null;
  /** Whether that difference still waits for an admin (product.md §14). */
  difference_waits: boolean;
};

/** GET /api/admin/proformas query: a status, a submission, and a search over number, title and customer. */
export const proformaListQuery = z.object({
  status: z
    .enum(proformaStatus.enumValues, { error: "Choose a proforma status from the list." })
    .optional(),
  q: z.string().trim().max(100, "Search for at most 100 characters.").optional(),
  submission: z.uuid({ error: "The submission must be a submission's id." }).optional(),
});

const LIST_LIMIT = 200;

const columns = {
  proforma: proformas,
  orderNo: orders.number,
  email: userProfiles.email,
  receivedOn: orders.receivedOn,
  receivedAmount: orders.receivedAmount,
  reference: orders.paymentReference,
  differenceWaits: sql<boolean>`coalesce(${submissionAttention.waiting} ? 'payment', false)`,
};

const withOrderAndCustomer = () =>
  db()
    .select(columns)
    .from(proformas)
    .leftJoin(orders, eq(orders.id, proformas.orderId))
    .leftJoin(userProfiles, eq(userProfiles.userId, proformas.userId))
    .leftJoin(submissionAttention, eq(submissionAttention.submissionId, proformas.submissionId));
type Row = Awaited<ReturnType<typeof withOrderAndCustomer>>[number];

/** GET /api/admin/proformas: newest first, the customers' requests among them. */
export async function listProformas(
  query: z.infer<typeof proformaListQuery>,
): Promise<ProformaView[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(proformas.status, query.status));
  if (query.submission) filters.push(eq(proformas.submissionId, query.submission));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(proformas.title, like),
        ilike(userProfiles.email, like),
        ilike(
          sql`'PF-' || ${proformas.year} || '-' || lpad(${proformas.sequence}::text, 4, '0')`,
          like,
        ),
        ilike(sql`'NCS-' || lpad(${orders.number}::text, 6, '0')`, like),
      )!,
    );
  }
  const rows = await withOrderAndCustomer()
    .where(and(...filters))
    .orderBy(desc(proformas.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(proformaView);
}

/** GET /api/admin/proformas/{id}: one proforma with its lines, parties and order. */
export async function getProforma(id: string): Promise<ProformaView> {
  const [row] = await withOrderAndCustomer().where(eq(proformas.id, proformaId(id)));
  if (!row) throw notFound("This proforma");
  const view = proformaView(row);
  if (!view.buyer) {
    const details = await billingDetailsOf(row.proforma.userId);
    view.buyer = details ? buyerFrom(details, row.email) : null;
  }
  return view;
}

/** GET /api/submissions/{id}/proforma: the quote's latest proforma for its owner, if any. */
export async function ownProforma(user: SignedInUser, submissionId: string) {
  const submission = await ownSubmission(user, submissionId, undefined, "pay");
  const [row] = await withOrderAndCustomer()
    .where(eq(proformas.submissionId, submission.id))
    .orderBy(desc(proformas.createdAt))
    .limit(1);
  return { proforma: row ? proformaView(row) : null };
}

/** The stored PDF of an admin's proforma. */
export async function proformaPdf(id: string) {
  const [row] = await db()
    .select()
    .from(proformas)
    .where(eq(proformas.id, proformaId(id)));
  if (!row) throw notFound("This proforma");
  return pdfOf(row);
}

/** The stored PDF of the quote's latest issued proforma, for its owner. */
export async function ownProformaPdf(user: SignedInUser, submissionId: string) {
  const submission = await ownSubmission(user, submissionId, undefined, "pay");
  const [row] = await db()
    .select()
    .from(proformas)
    .where(
      and(eq(proformas.submissionId, submission.id), inArray(proformas.status, ["issued", "paid"])),
    )
    .orderBy(desc(proformas.issuedAt))
    .limit(1);
  if (!row) throw new Problem(404, "No proforma invoice has been issued for this quote yet.");
  return pdfOf(row);
}

async function pdfOf(row: ProformaRow) {
  if (!row.pdfKey) throw new Problem(404, "A draft proforma has no PDF yet; issue it first.");
  return { bytes: await fileStore().get(row.pdfKey), name: `${labelOf(row)}.pdf` };
}

/** Whether a transfer that differed from its proforma waits for an admin on the submission. */
export async function differenceWaits(
  executor: Transaction,
  submissionId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ waiting: submissionAttention.waiting })
    .from(submissionAttention)
    .where(eq(submissionAttention.submissionId, submissionId));
  return Boolean(row?.waiting.payment);
}

const proformaId = (id: string) => {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw notFound("This proforma");
  return parsed.data;
};

function proformaView({
  proforma: row,
  orderNo,
  email,
  receivedOn,
  receivedAmount,
  reference,
  differenceWaits,
}: Row): ProformaView {
  const received =
    receivedOn && receivedAmount != null
      ? { on: receivedOn, amount: receivedAmount, reference: reference ?? null }
      : null;
  return {
    id: row.id,
    number: row.year && row.sequence ? labelOf(row) : null,
    status: row.status,
    requested_by: row.requestedBy,
    title: row.title,
    submission_id: row.submissionId,
    order_number: orderNo ? orderNumber(orderNo) : null,
    customer_email: email,
    currency: row.currency,
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_amount: line.unitAmount,
      amount: lineAmount(line),
    })),
    tax_percent: row.taxRate / 100,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    due_in_days: row.dueInDays,
    note: row.note,
    buyer: row.buyer,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    created_at: row.createdAt.toISOString(),
    issued_at: row.issuedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    has_pdf: Boolean(row.pdfKey),
    received,
    difference: received && amountDifference({ ...row, number: labelOf(row) }, received.amount),
    difference_waits: Boolean(differenceWaits),
  };
}
