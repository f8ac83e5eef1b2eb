/**
 * Proforma invoices (product.md §7): asked for by a customer or made by an admin as a draft,
 * edited, issued with a gapless number and a stored PDF, then paid (the order with it) or
 * cancelled (the number stays used).
 */
import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";
import type { PoolClient } from "pg";

import { invoicing } from "@/config/invoicing";
import { orderNumber } from "@/config/orders";
import { answerAttention, raiseAttention } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { db, transactionWithClient, type Transaction } from "@/lib/db/client";
import {
  auditEvents,
  type InvoiceParty,
  orders,
  proformaCounters,
  proformas,
  submissions,
  userProfiles,
} from "@/lib/db/schema";
import { notFound, Problem } from "@/lib/http/problems";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { calendarDaysAfter } from "@/lib/orders/due-date";
import { endOrder, payOrder, placeOrder } from "@/lib/orders/place";
import { formatMoney } from "@/lib/pricing/format";
import type { PriceBreakdown } from "@/lib/pricing/price";
import { readSetting } from "@/lib/settings/store";
import { formatLongDay } from "@/lib/site/format-date";
import { fileStore } from "@/lib/storage";
import { type OrderRow } from "@/lib/submissions/orders";
import { ownSubmission } from "@/lib/submissions/read";
import { billingDetailsOf } from "@/lib/users/billing";

import {
  buyerFrom,
  discountOf,
  labelOf,
  linesFromQuote,
  proformaNumber,
  proformaTotals,
  quoteFromProforma,
  taxRateOf,
  type ProformaDraft,
  type ProformaRow,
} from "./amounts";
import { proformaEmailJob } from "./emails";
import { renderProformaPdf } from "./pdf";
import { differenceWaits } from "./read";
import { amountDifference, latestArrivalDay, type ReceivedPayment } from "./received";
import { sellerDetails } from "./seller";

const PROFORMA_NOT_FOUND = "This proforma";
const NEEDS_BILLING =
  "Add your billing details (name, address and country) before requesting a proforma invoice.";

/**
 * POST /api/submissions/{id}/proforma: the customer asks to pay by bank transfer. The proforma is
 * issued at once, in the transaction that places the order, unless admins review proformas first
 * (the `proforma_review` setting): then it waits as a draft, and for an admin. The order is the
 * submission's starter's of record, placed by whoever of its company pays.
 */
export async function requestProforma(
  user: SignedInUser,
  submissionId: string,
  now = new Date(),
): Promise<void> {
  const submission = await ownSubmission(user, submissionId, undefined, "pay");
  if (!(await billingDetailsOf(submission.ownerId))) throw new Problem(422, NEEDS_BILLING);
  const review = await readSetting("proforma_review");
  await removingStoredOnFailure((stored) =>
    placeOrder({ id: submission.ownerId }, submission.id, "bank_transfer", now, {
      actor: user.id,
      alongside: async (tx, order, quote, client) => {
        const id = await addDraft(tx, order, quote, submission.title, "customer");
        if (review) await raiseAttention(tx, client, submission.id, { kind: "proforma" });
        else await issueDraft(tx, client, await lockProforma(tx, id), "system", now, stored);
      },
    }),
  );
}

/**
 * POST /api/admin/proformas: a draft proforma for any submission. A draft submission, or a
 * revision waiting for its delta quote to be paid, is ordered for its owner; one awaiting a bank
 * transfer gets the proforma its order lacks.
 */
export async function createProforma(admin: SignedInUser, submissionId: string) {
  const [submission] = await db()
    .select()
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  if (!submission) throw notFound("This submission");
  if (submission.status === "revision_requested") {
    // Placing the order gives up an unfinished one: only when no payment is under way.
    const pending = await pendingOrderOf(db(), submission.id);
    if (pending) await refuseUnderWay(db(), pending);
  } else if (submission.status !== "draft") {
    if (submission.status !== "awaiting_payment") {
      throw new Problem(
        409,
        "Only a draft, a revision awaiting its delta payment or a submission awaiting payment can get a proforma; this one is past that.",
      );
    }
    return transactionWithClient(async (tx) => {
      const order = await pendingOrderOf(tx, submission.id, true);
      await refuseUnderWay(tx, order);
      return addDraft(
        tx,
        order!,
        submission.priceSnapshot as PriceBreakdown,
        submission.title,
        "admin",
      );
    });
  }
  let created: string | undefined;
  const order = await placeOrder(
    { id: submission.ownerId },
    submission.id,
    "bank_transfer",
    new Date(),
    {
      actor: admin.id,
      alongside: async (tx, placed, quote) => {
        created = await addDraft(tx, placed, quote, submission.title, "admin");
      },
    },
  );
  if (!created) {
    throw new Problem(
      409,
      `Its voucher pays this quote in full, so order ${orderNumber(order.number)} is already paid; no proforma is needed.`,
    );
  }
  return created;
}

/** The submission's order awaiting payment, locked when asked. */
async function pendingOrderOf(executor: Transaction, submissionId: string, lock = false) {
  const query = executor
    .select()
    .from(orders)
    .where(and(eq(orders.submissionId, submissionId), eq(orders.status, "pending")));
  const [order] = lock ? await query.for("update") : await query;
  return order;
}

/** 409 when `order` is a card checkout or already has an open proforma. */
async function refuseUnderWay(executor: Transaction, order: OrderRow | undefined) {
  if (order?.method !== "bank_transfer") {
    throw new Problem(
      409,
      "This submission is waiting for a card payment. The customer can give it up on the summary page; then make the proforma.",
    );
  }
  const [open] = await executor
    .select()
    .from(proformas)
    .where(and(eq(proformas.orderId, order.id), inArray(proformas.status, ["draft", "issued"])));
  if (open) throw new Problem(409, `${labelOf(open)} is already open for this order.`);
}

/** PATCH /api/admin/proformas/{id}: a draft's lines, tax, days to pay and note; the order follows. */
export async function updateProformaDraft(
  admin: SignedInUser,
  id: string,
  draft: ProformaDraft,
): Promise<void> {
  await transactionWithClient(async (tx) => {
    const proforma = await lockProforma(tx, id);
    if (proforma.status !== "draft") {
      throw new Problem(
        409,
        `Only a draft can be edited; ${labelOf(proforma)} is ${proforma.status}.`,
      );
    }
    const totals = proformaTotals(draft.lines, draft.taxRate);
    const discount = discountOf(draft.lines);
    await tx
      .update(proformas)
      .set({ ...draft, ...totals, updatedAt: new Date() })
      .where(eq(proformas.id, id));
    if (proforma.orderId) {
      // The order is what gets paid: it carries the proforma's figures, and the quote shows them.
      await tx
        .update(orders)
        .set({
          subtotal: totals.subtotal + discount,
          discount,
          tax: totals.tax,
          total: totals.total,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, proforma.orderId));
    }
    if (proforma.submissionId) {
      const [submission] = await tx
        .select({ status: submissions.status, priceSnapshot: submissions.priceSnapshot })
        .from(submissions)
        .where(eq(submissions.id, proforma.submissionId));
      // A revision's delta order leaves the first order's frozen price as it was.
      if (submission?.status === "awaiting_payment" && submission.priceSnapshot) {
        const quote = submission.priceSnapshot as PriceBreakdown;
        await tx
          .update(submissions)
          .set({ priceSnapshot: quoteFromProforma(quote, draft.lines, draft.taxRate) })
          .where(eq(submissions.id, proforma.submissionId));
      }
    }
    await audit(tx, proforma, admin.id, "proforma-edited", { total: totals.total });
  });
}

/** POST /api/admin/proformas/{id} `issue`: a reviewed draft is issued. */
export async function issueProforma(admin: SignedInUser, id: string, now = new Date()) {
  await removingStoredOnFailure((stored) =>
    transactionWithClient(async (tx, client) => {
      const proforma = await lockProforma(tx, id);
      if (proforma.status !== "draft") {
        throw new Problem(
          409,
          `${labelOf(proforma)} is ${proforma.status}; only a draft can be issued.`,
        );
      }
      await issueDraft(tx, client, proforma, admin.id, now, stored);
    }),
  );
}

/**
 * Runs `work`, and removes the files it stored (`stored` collects their keys) if it fails: a
 * proforma whose transaction rolled back leaves no PDF behind.
 */
async function removingStoredOnFailure<T>(work: (stored: string[]) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await Promise.all(
      stored.map((key) =>
        fileStore()
          .delete(key)
          .catch(() => undefined),
      ),
    );
    throw error;
  }
}

/**
 * Issues a locked draft: the next number of the year is taken under the counter's row lock, in
 * the caller's transaction, which also stores the rendered PDF (its key added to `stored`) and
 * queues the e-mail; a failure rolls the number back, so numbers have no gaps.
 */
async function issueDraft(
  tx: Transaction,
  client: PoolClient,
  proforma: ProformaRow,
  actor: string,
  now: Date,
  stored: string[],
): Promise<void> {
  const buyer = await buyerOf(tx, proforma.userId);
  const year = now.getUTCFullYear();
  const [counter] = await tx
    .insert(proformaCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: proformaCounters.year,
      set: { last: sql`${proformaCounters.last} + 1` },
    })
    .returning();
  const sequence = counter!.last;
  const number = proformaNumber(year, sequence);
  const issueDate = now.toISOString().slice(0, 10);
  const dueDate = calendarDaysAfter(issueDate, proforma.dueInDays);
  const { seller, bank } = sellerDetails();
  const pdf = await renderProformaPdf({
    ...proforma,
    number,
    issueDate,
    dueDate,
    orderNumber: await orderNumberOf(tx, proforma.orderId),
    seller,
    buyer,
    bank,
  });
  const key = `proformas/${year}/${number}-${proforma.id}.pdf`;
  stored.push(key);
  await fileStore().put(key, pdf, "application/pdf");
  await tx
    .update(proformas)
    .set({
      status: "issued",
      year,
      sequence,
      seller,
      buyer,
      issueDate,
      dueDate,
      pdfKey: key,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(proformas.id, proforma.id));
  await audit(tx, proforma, actor, "proforma-issued", { proforma: number, total: proforma.total });
  await enqueue(proformaEmailJob, { proformaId: proforma.id }, inTransaction(client));
  if (proforma.submissionId) await answerAttention(tx, proforma.submissionId, ["proforma"]);
}

/**
 * POST /api/admin/proformas/{id} `mark-paid`: the transfer arrived. What arrived (day, amount,
 * bank reference) is kept on the order, which is paid with it. An amount other than the
 * proforma's still pays the order (the work starts), and the difference is raised for an admin.
 */
export async function markProformaPaid(
  admin: SignedInUser,
  id: string,
  received: ReceivedPayment,
  now = new Date(),
) {
  await transactionWithClient(async (tx, client) => {
    const proforma = await lockProforma(tx, id);
    if (proforma.status === "paid") return;
    if (proforma.status !== "issued" || !proforma.orderId) {
      throw new Problem(
        409,
        `${labelOf(proforma)} is ${proforma.status}; only an issued proforma can be paid.`,
      );
    }
    const number = labelOf(proforma);
    checkArrival(received.received_on, proforma, now);
    // Recorded before the order is paid, so what settles the payment reads what arrived.
    await tx
      .update(orders)
      .set({ receivedOn: received.received_on, receivedAmount: received.received_amount })
      .where(eq(orders.id, proforma.orderId));
    await payOrder(tx, client, proforma.orderId, {
      actor: admin.id,
      reference: received.reference,
      now,
    });
    await tx
      .update(proformas)
      .set({ status: "paid", paidAt: now, updatedAt: now })
      .where(eq(proformas.id, id));
    const arrived = formatMoney(received.received_amount, proforma.currency);
    await audit(tx, proforma, admin.id, "proforma-paid", {
      proforma: number,
      total: received.received_amount,
      note: `${arrived} arrived on ${formatLongDay(received.received_on)}, bank reference ${received.reference}.`,
      receivedOn: received.received_on,
      receivedAmount: received.received_amount,
      reference: received.reference,
    });
    const difference = amountDifference(
      { number, total: proforma.total, currency: proforma.currency },
      received.received_amount,
    );
    if (difference && proforma.submissionId) {
      await audit(tx, proforma, admin.id, "payment-amount-differs", {
        proforma: number,
        note: `${difference}.`,
        asked: proforma.total,
        receivedAmount: received.received_amount,
      });
      await raiseAttention(tx, client, proforma.submissionId, {
        kind: "payment",
        text: `${difference}.`,
      });
    }
  });
}

/** 422 unless the transfer arrived between the proforma's issue and today. */
function checkArrival(day: string, proforma: ProformaRow, now: Date): void {
  if (day > latestArrivalDay(now)) {
    throw new Problem(
      422,
      `A transfer cannot have arrived on ${formatLongDay(day)}: that is in the future.`,
      {},
      "received_on",
    );
  }
  if (proforma.issueDate && day < proforma.issueDate) {
    throw new Problem(
      422,
      `${labelOf(proforma)} was issued on ${formatLongDay(proforma.issueDate)}; its transfer cannot have arrived before that.`,
      {},
      "received_on",
    );
  }
}

/**
 * POST /api/admin/proformas/{id} `resolve-difference`: an admin has dealt with a transfer that
 * differed from its proforma (the rest asked for, or the excess returned); it no longer waits.
 */
export async function resolveAmountDifference(admin: SignedInUser, id: string) {
  await transactionWithClient(async (tx) => {
    const proforma = await lockProforma(tx, id);
    if (!proforma.submissionId || !(await differenceWaits(tx, proforma.submissionId))) {
      throw new Problem(409, `No payment difference waits on ${labelOf(proforma)}.`);
    }
    await answerAttention(tx, proforma.submissionId, ["payment"]);
    await audit(tx, proforma, admin.id, "payment-difference-resolved", {
      proforma: labelOf(proforma),
    });
  });
}

/** POST /api/admin/proformas/{id} `cancel`: the proforma and its unpaid order end; the quote is a draft again. */
export async function cancelProforma(admin: SignedInUser, id: string) {
  await transactionWithClient(async (tx, client) => {
    const proforma = await lockProforma(tx, id);
    if (proforma.status === "cancelled") return;
    if (proforma.status === "paid") {
      throw new Problem(
        409,
        `${labelOf(proforma)} is paid; refund the order instead of cancelling it.`,
      );
    }
    if (proforma.orderId) await endOrder(tx, client, proforma.orderId, "cancelled", admin.id);
    const now = new Date();
    await tx
      .update(proformas)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(eq(proformas.id, id));
    await audit(tx, proforma, admin.id, "proforma-cancelled", { proforma: labelOf(proforma) });
  });
}

async function addDraft(
  tx: Transaction,
  order: OrderRow,
  quote: PriceBreakdown,
  title: string,
  requestedBy: "customer" | "admin",
): Promise<string> {
  const lines = linesFromQuote(quote);
  const taxRate = taxRateOf(quote);
  const [draft] = await tx
    .insert(proformas)
    .values({
      submissionId: order.submissionId,
      orderId: order.id,
      userId: order.userId,
      requestedBy,
      title: title || "Untitled quote",
      currency: order.currency,
      lines,
      taxRate,
      ...proformaTotals(lines, taxRate),
      dueInDays: invoicing.proforma.dueInDays,
    })
    .returning({ id: proformas.id });
  return draft!.id;
}

/**
 * The proforma locked for a change, its order locked first: the order is always locked before
 * the proforma (as closing an order does), so the two never wait on each other.
 */
async function lockProforma(tx: Transaction, id: string): Promise<ProformaRow> {
  const [seen] = await tx
    .select({ orderId: proformas.orderId })
    .from(proformas)
    .where(eq(proformas.id, id));
  if (!seen) throw notFound(PROFORMA_NOT_FOUND);
  if (seen.orderId)
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, seen.orderId))
      .for("update");
  const [proforma] = await tx.select().from(proformas).where(eq(proformas.id, id)).for("update");
  return proforma!;
}

async function buyerOf(tx: Transaction, userId: string): Promise<InvoiceParty> {
  const details = await billingDetailsOf(userId, tx);
  if (!details) {
    throw new Problem(
      422,
      "The customer has not given billing details yet. Ask them to add them on their profile page, then issue the proforma.",
    );
  }
  const [profile] = await tx
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return buyerFrom(details, profile?.email ?? null);
}

async function orderNumberOf(tx: Transaction, orderId: string | null): Promise<string | null> {
  if (!orderId) return null;
  const [order] = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ? orderNumber(order.number) : null;
}

async function audit(
  tx: Transaction,
  proforma: ProformaRow,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  if (!proforma.submissionId) return;
  await tx
    .insert(auditEvents)
    .values({ submissionId: proforma.submissionId, actor, action, detail });
}
