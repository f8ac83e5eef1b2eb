/**
 * Orders (product.md §3, §5, §6): a draft's price frozen in an order when the customer starts
 * paying, and the order marked paid when the money arrives, with the voucher's redemption, the
 * due date and the audit event in the same transaction.
 */
import "server-only";

import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PoolClient } from "pg";

import { orderNumber } from "@/config/orders";
import { pricing } from "@/config/pricing";
import { answerAttention } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { issueInvoice } from "@/lib/billing/invoices";
import { transactionWithClient, type Transaction } from "@/lib/db/client";
import {
  auditEvents,
  orders,
  proformas,
  revisions,
  submissions,
  voucherRedemptions,
  vouchers,
} from "@/lib/db/schema";
import { notFound, Problem } from "@/lib/http/problems";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import type { Discount, PriceBreakdown } from "@/lib/pricing/price";
import { addCustomerItems } from "@/lib/research/customer-items";
import { changeStatus } from "@/lib/submission-lifecycle/transitions";
import { notEditable } from "@/lib/submissions/drafts";
import { type OrderRow } from "@/lib/submissions/orders";
import { quoteOf } from "@/lib/submissions/quote";
import { pricingOf, QUOTE_NOT_FOUND } from "@/lib/submissions/read";
import { checkVoucher } from "@/lib/vouchers/rules";
import { usageOf } from "@/lib/vouchers/store";

import { checkoutExpiry } from "./checkout-expiry";
import { dueDateAfter } from "./due-date";
import { notPricedYet } from "./readiness";

/**
 * Starts paying for the caller's draft: the price is frozen in a new order and on the
 * submission, which now awaits payment. The voucher is checked again under a lock on its row,
 * counting paid uses and the pending orders that hold one, so its limits hold however many
 * customers check out at once. An order that comes to nothing (a 100 % voucher) is paid at once.
 */
export async function placeOrder(
  owner: Pick<SignedInUser, "id">,
  submissionId: string,
  method: "card" | "bank_transfer",
  now = new Date(),
  { actor = owner.id, alongside }: PlaceOptions = {},
): Promise<OrderRow> {
  return transactionWithClient(async (tx, client) => {
    const [row] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, submissionId), eq(submissions.ownerId, owner.id)))
      .for("update");
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    if (row.status !== "draft" && row.status !== "revision_requested") throw notEditable();
    // Read under the lock: a revised draft's comparison may land meanwhile. An upload holds the
    // same lock, so none slips in between this check and the order.
    const { basis, revision, pending, script } = await pricingOf(row, tx);
    const unpriced = notPricedYet({
      scriptClearance: row.scriptClearance,
      script,
      pendingUpload: pending,
    });
    if (unpriced) throw new Problem(409, unpriced);
    if (row.status === "revision_requested" && !revision?.changes) throw revisionNotReady();
    const discount = row.voucherId
      ? await heldDiscount(tx, row.voucherId, owner.id, quoteOf(row, basis), now)
      : undefined;
    const quote = quoteOf(row, basis, discount);
    const free = quote.total === 0;
    // A revision's earlier checkout that was not finished gives way to this one.
    if (revision) await endPendingOrders(tx, client, submissionId, actor);
    const [order] = await tx
      .insert(orders)
      .values({
        submissionId,
        userId: owner.id,
        method: free ? "free" : method,
        currency: quote.currency,
        subtotal: quote.subtotal,
        discount: quote.discount,
        tax: quote.tax,
        total: quote.total,
        price: quote,
        voucherId: discount ? row.voucherId : null,
      })
      .returning();
    const detail = { order: orderNumber(order!.number), method: order!.method, total: quote.total };
    if (revision) {
      // A revision waits in revision_requested until paid; its price is frozen in the order.
      await tx.update(revisions).set({ orderId: order!.id }).where(eq(revisions.id, revision.id));
      await tx
        .insert(auditEvents)
        .values({ submissionId, actor, action: "revision-checkout-started", detail });
    } else
      await changeStatus(tx, {
        submissionId,
        from: "draft",
        to: "awaiting_payment",
        actor,
        action: "checkout-started",
        detail,
        set: { priceSnapshot: quote },
      });
    if (free) return settle(tx, client, order!, { actor, reference: null, now });
    await alongside?.(tx, order!, quote, client);
    return order!;
  });
}

type PlaceOptions = {
  /** Who placed it, for the audit log, when not the owner (an admin's proforma). */
  actor?: string;
  /** More to do in the same transaction once an order is placed that awaits payment. */
  alongside?: (
    tx: Transaction,
    order: OrderRow,
    quote: PriceBreakdown,
    client: PoolClient,
  ) => Promise<void>;
};

/**
 * Marks an order paid (the card processor's word, or an admin's for a bank transfer). Paying an
 * order twice changes nothing, so a retried webhook is harmless.
 */
export async function markOrderPaid(
  orderId: string,
  { actor, reference, now = new Date() }: { actor: string; reference: string | null; now?: Date },
): Promise<OrderRow> {
  return transactionWithClient((tx, client) =>
    payOrder(tx, client, orderId, { actor, reference, now }),
  );
}

/** `markOrderPaid` within the caller's transaction (a proforma paid with its order). */
export async function payOrder(
  tx: Transaction,
  client: PoolClient,
  orderId: string,
  payment: { actor: string; reference: string | null; now: Date },
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new Problem(404, "This order does not exist.");
  if (order.status === "paid") return order;
  if (order.status !== "pending") {
    throw new Problem(
      409,
      `Order ${orderNumber(order.number)} is ${order.status}, not awaiting payment.`,
    );
  }
  return settle(tx, client, order, payment);
}

/**
 * Ends a pending order without payment (the checkout lapsed, failed, or the customer went back
 * to change the quote): the quote returns to draft, its voucher use released. An order that is
 * no longer pending is left as it is, so a late or repeated notice changes nothing.
 */
export async function closeOrder(
  orderId: string,
  outcome: "cancelled" | "expired" | "failed",
  actor: string,
): Promise<void> {
  await transactionWithClient((tx, client) => endOrder(tx, client, orderId, outcome, actor));
}

/**
 * `closeOrder` within the caller's transaction. A proforma still open for the order is
 * cancelled with it; its number, if it had one, stays used. A card checkout the order gave up
 * is expired at the processor once this commits (product.md §8.2), so its form cannot take money
 * for an order that ended.
 */
export async function endOrder(
  tx: Transaction,
  client: PoolClient,
  orderId: string,
  outcome: "cancelled" | "expired" | "failed",
  actor: string,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (order?.status !== "pending") return;
  // An expired or failed checkout is over at the processor already.
  if (outcome === "cancelled" && order.checkoutSessionId) {
    await enqueue(checkoutExpiry, { sessionId: order.checkoutSessionId }, inTransaction(client));
  }
  const [submission] = await tx
    .select()
    .from(submissions)
    .where(eq(submissions.id, order.submissionId))
    .for("update");
  const now = new Date();
  await tx.update(orders).set({ status: outcome, updatedAt: now }).where(eq(orders.id, order.id));
  await tx
    .update(proformas)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(and(eq(proformas.orderId, order.id), inArray(proformas.status, ["draft", "issued"])));
  // An order that ended needs no proforma any more.
  await answerAttention(tx, order.submissionId, ["proforma"]);
  if (submission?.status === "revision_requested") {
    // A revision's order leaves the status as it is; the log still says the checkout ended.
    await tx.insert(auditEvents).values({
      submissionId: submission.id,
      actor,
      action: `revision-checkout-${outcome}`,
      detail: { order: orderNumber(order.number) },
    });
    return;
  }
  if (submission?.status !== "awaiting_payment") return;
  await changeStatus(tx, {
    submissionId: submission.id,
    from: "awaiting_payment",
    to: "draft",
    actor,
    action: `checkout-${outcome}`,
    detail: { order: orderNumber(order.number) },
    set: { priceSnapshot: null },
  });
}

const revisionNotReady = () =>
  new Problem(
    409,
    "The revised draft is still being read and compared; its delta quote is ready in a minute or two.",
  );

/** Cancels the submission's orders still awaiting payment (a revision's unfinished checkout). */
async function endPendingOrders(
  tx: Transaction,
  client: PoolClient,
  submissionId: string,
  actor: string,
) {
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.submissionId, submissionId), eq(orders.status, "pending")));
  for (const { id } of pending) await endOrder(tx, client, id, "cancelled", actor);
}

/** The voucher's discount, its row locked, or 422 with the reason it no longer applies. */
async function heldDiscount(
  tx: Transaction,
  voucherId: string,
  userId: string,
  quote: ReturnType<typeof quoteOf>,
  now: Date,
): Promise<Discount> {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.id, voucherId))
    .for("update");
  const check = checkVoucher(
    voucher?.code ?? "",
    voucher,
    await usageOf(voucherId, userId, tx),
    quote,
    now,
  );
  if (!check.ok) throw new Problem(422, check.reason);
  return check.discount;
}

/**
 * The order paid: its redemption, the submission paid with its due date, the audit event, and
 * its final invoice (product.md §7), whose PDF and e-mail go once all of it is committed.
 */
async function settle(
  tx: Transaction,
  client: PoolClient,
  order: OrderRow,
  { actor, reference, now }: { actor: string; reference: string | null; now: Date },
): Promise<OrderRow> {
  const [submission] = await tx
    .select()
    .from(submissions)
    .where(eq(submissions.id, order.submissionId))
    .for("update");
  const [paid] = await tx
    .update(orders)
    .set({ status: "paid", paidAt: now, paymentReference: reference, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (order.voucherId) {
    await tx
      .insert(voucherRedemptions)
      .values({
        voucherId: order.voucherId,
        submissionId: order.submissionId,
        userId: order.userId,
        discount: order.discount,
        redeemedAt: now,
        orderId: order.id,
      })
      .onConflictDoNothing();
  }
  const businessDays = pricing.turnaround[submission!.turnaround].businessDays;
  // A paid revision goes straight back to research (product.md §5); its research is under way.
  const revision = submission!.status === "revision_requested";
  await changeStatus(tx, {
    submissionId: order.submissionId,
    from: submission!.status,
    to: revision ? "in_research" : "paid",
    actor,
    action: revision ? "revision-paid" : "payment-received",
    detail: { order: orderNumber(order.number), method: order.method, total: order.total },
    set: { dueDate: dueDateAfter(now, businessDays), readyForDeliveryAt: null },
  });
  if (revision) {
    await tx
      .update(revisions)
      .set({ paidAt: now })
      .where(and(eq(revisions.orderId, order.id), isNull(revisions.paidAt)));
    // Back in research, the revised draft is taken up: its due date and SLA follow it now.
    await answerAttention(tx, order.submissionId, ["revision"]);
  } else await addCustomerItems(tx, order.submissionId, submission!.textBoxes);
  // Its job e-mails the customer the payment received, with the invoice attached.
  await issueInvoice(tx, client, paid!, submission!, { reference, now });
  return paid!;
}
