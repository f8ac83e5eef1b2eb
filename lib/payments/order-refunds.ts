/**
 * Refunds that move money (product.md §7.1): an admin gives back all or part of a paid order.
 * A card payment is refunded through the processor first; a bank transfer is recorded as the
 * admin sent it back. Then, in one transaction under the order's row lock, the order's refunded
 * figure grows, a credit note referencing the order's invoice is issued (its PDF and the
 * customer's e-mail follow from the billing-document job), the audit log says so, and a
 * submission whose paid orders are all given back in full becomes `refunded`.
 */
import "server-only";

import { and, eq } from "drizzle-orm";
import type { PoolClient } from "pg";
import { z } from "zod";

import { orderNumber } from "@/config/orders";
import { hasAdminRole, type SignedInUser } from "@/lib/auth/session";
import { creditNoteAmounts } from "@/lib/billing/credit-note-amounts";
import { issueBillingDocument, numberOf, type BillingDocumentRow } from "@/lib/billing/documents";
import { db, transactionWithClient, type Database, type Transaction } from "@/lib/db/client";
import { auditEvents, billingDocuments, orders, submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { endOrder } from "@/lib/orders/place";
import { refundCardPayment } from "@/lib/payments/card-refund";
import { formatMoney } from "@/lib/pricing/format";
import { changeStatus } from "@/lib/submission-lifecycle/transitions";
import type { OrderRow } from "@/lib/submissions/orders";

const REASON_LENGTH = 500;
const REFERENCE_LENGTH = 100;

/** POST /api/admin/orders/{id}/refunds. `amount` in minor units of the order's currency. */
export const refundInput = z.object({
  amount: z
    .number({ error: "Enter the amount to refund." })
    .int({ error: "The amount to refund is in cents: a whole number." })
    .positive({ error: "The amount to refund must be more than zero." }),
  reason: z
    .string({ error: "Say why the order is refunded." })
    .trim()
    .min(1, "Say why the order is refunded.")
    .max(REASON_LENGTH, `A reason must be at most ${REASON_LENGTH} characters.`),
  /** A bank transfer's: the day the money was sent back, and the bank's reference. */
  refundedOn: z.iso.date({ error: "The refund date must be a date (YYYY-MM-DD)." }).optional(),
  bankReference: z
    .string()
    .trim()
    .max(REFERENCE_LENGTH, `A bank reference must be at most ${REFERENCE_LENGTH} characters.`)
    .optional()
    .transform((reference) => reference || undefined),
});
export type RefundInput = z.infer<typeof refundInput>;

/** What the admin's page shows once the refund is recorded. */
export type RefundOutcome = {
  order: string;
  amount: number;
  currency: string;
  refunded: number;
  credit_note: string;
  submission_status: (typeof submissions.$inferSelect)["status"];
};

/** Refunds `amount` of a paid order for an admin, or answers why not in a sentence. */
export async function refundOrder(
  admin: SignedInUser,
  orderId: string,
  input: RefundInput,
  now = new Date(),
): Promise<RefundOutcome> {
  if (!(await hasAdminRole(admin))) throw new Problem(403, "Only admins refund orders.");
  const { amount, reason, refundedOn, bankReference } = refundInput.parse(input);
  const order = await refundableOrder(orderId, amount);
  // Before any money moves: a refund that cannot have its credit note is not made.
  await invoiceOf(db(), order);
  let reference: string;
  let paidOn: string;
  if (order.method === "card") {
    const refund = await refundCardPayment({
      paymentIntent: cardPaymentOf(order),
      amount,
      // The order and what it had refunded when the admin asked: a retried click is one refund.
      idempotencyKey: `refund-${order.id}-${order.refunded}`,
      metadata: { order: orderNumber(order.number) },
    });
    reference = refund.id;
    paidOn = now.toISOString().slice(0, 10);
  } else {
    if (!refundedOn || !bankReference) {
      throw new Problem(
        422,
        "A bank transfer is refunded by the bank: give the day the money was sent back and the bank's reference.",
        {},
        refundedOn ? "bankReference" : "refundedOn",
      );
    }
    reference = bankReference;
    paidOn = refundedOn;
  }
  return transactionWithClient((tx, client) =>
    recordRefund(tx, client, {
      orderId: order.id,
      amount,
      reason,
      reference,
      paidOn,
      actor: admin.id,
      now,
    }),
  );
}

/** The order, if it is paid and has `amount` left to refund; else a sentence saying why not. */
async function refundableOrder(orderId: string, amount: number): Promise<OrderRow> {
  if (!z.uuid().safeParse(orderId).success) throw orderMissing();
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderMissing();
  refusal(order, amount);
  return order;
}

/** Throws the sentence that refuses refunding `amount` of `order`, if one does. */
function refusal(order: OrderRow, amount: number): void {
  const number = orderNumber(order.number);
  if (order.status !== "paid") {
    throw new Problem(409, `Order ${number} was not paid, so there is nothing to refund.`);
  }
  if (order.total === 0) {
    throw new Problem(
      409,
      `Order ${number} was paid in full by a voucher: no money was taken, so none can be refunded.`,
    );
  }
  const left = order.total - order.refunded;
  if (left === 0) throw new Problem(409, `Order ${number} has been refunded in full already.`);
  if (amount > left) {
    throw new Problem(
      422,
      `Only ${formatMoney(left, order.currency)} of order ${number} is left to refund.`,
      {},
      "amount",
    );
  }
}

const orderMissing = () => new Problem(404, "This order does not exist.");

/** The processor's payment a card order was paid with. */
function cardPaymentOf(order: OrderRow): string {
  const payment = order.paymentReference;
  if (!payment?.startsWith("pi_")) {
    throw new Problem(
      409,
      `Order ${orderNumber(order.number)} has no card payment on record to refund; refund it in the card processor's dashboard.`,
    );
  }
  return payment;
}

type Refund = {
  orderId: string;
  amount: number;
  reason: string;
  /** The processor's refund, or the bank's reference. */
  reference: string;
  paidOn: string;
  actor: string;
  now: Date;
};

/** The refund's records, in the caller's transaction, under the order's and submission's locks. */
async function recordRefund(
  tx: Transaction,
  client: PoolClient,
  refund: Refund,
): Promise<RefundOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
  const [submission] = await tx
    .select({ status: submissions.status })
    .from(submissions)
    .where(eq(submissions.id, order!.submissionId))
    .for("update");
  const outcome = (
    creditNote: BillingDocumentRow,
    refunded: number,
    status = submission!.status,
  ) => ({
    order: orderNumber(order!.number),
    amount: creditNote.total,
    currency: order!.currency,
    refunded,
    credit_note: numberOf(creditNote),
    submission_status: status,
  });
  // The same refund asked for twice (a retried click while the first was recorded) is recorded once.
  const recorded = await creditNoteWithReference(tx, order!.id, refund.reference);
  if (recorded) return outcome(recorded, order!.refunded);
  refusal(order!, refund.amount);
  const invoice = await invoiceOf(tx, order!);

  const refunded = order!.refunded + refund.amount;
  const { subtotal, tax } = creditNoteAmounts(invoice, order!.refunded, refund.amount);
  const creditNote = await issueBillingDocument(
    tx,
    client,
    {
      kind: "credit_note",
      orderId: order!.id,
      submissionId: order!.submissionId,
      userId: order!.userId,
      invoiceId: invoice.id,
      title: invoice.title,
      currency: invoice.currency,
      lines: [
        {
          description: `Refund of invoice ${numberOf(invoice)}`,
          quantity: 1,
          unitAmount: subtotal,
        },
      ],
      taxRate: invoice.taxRate,
      subtotal,
      discount: 0,
      tax,
      total: refund.amount,
      method: order!.method,
      paidOn: refund.paidOn,
      reference: refund.reference,
      reason: refund.reason,
      seller: invoice.seller,
      buyer: invoice.buyer,
    },
    refund.now,
  );
  await tx.update(orders).set({ refunded, updatedAt: refund.now }).where(eq(orders.id, order!.id));

  const detail = {
    order: orderNumber(order!.number),
    method: order!.method,
    total: refund.amount,
    creditNote: numberOf(creditNote),
    reference: refund.reference,
    note: refund.reason,
  };
  if (await settledByRefunds(tx, client, order!.submissionId, refund.actor)) {
    if (submission!.status !== "refunded") {
      await changeStatus(tx, {
        submissionId: order!.submissionId,
        from: submission!.status,
        to: "refunded",
        actor: refund.actor,
        action: "refund",
        detail,
      });
    }
    return outcome(creditNote, refunded, "refunded");
  }
  await tx
    .insert(auditEvents)
    .values({ submissionId: order!.submissionId, actor: refund.actor, action: "refund", detail });
  return outcome(creditNote, refunded);
}

async function creditNoteWithReference(
  tx: Transaction,
  orderId: string,
  reference: string,
): Promise<BillingDocumentRow | undefined> {
  const [creditNote] = await tx
    .select()
    .from(billingDocuments)
    .where(
      and(
        eq(billingDocuments.orderId, orderId),
        eq(billingDocuments.kind, "credit_note"),
        eq(billingDocuments.reference, reference),
      ),
    );
  return creditNote;
}

/** The order's final invoice, which its credit notes reference. */
async function invoiceOf(tx: Transaction | Database, order: OrderRow): Promise<BillingDocumentRow> {
  const [invoice] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.orderId, order.id), eq(billingDocuments.kind, "invoice")));
  if (!invoice) {
    throw new Problem(
      409,
      `Order ${orderNumber(order.number)} has no invoice, so no credit note can reference one; issue its invoice before refunding it.`,
    );
  }
  return invoice;
}

/**
 * Whether every paid order of the submission has been given back in full; if so, an unpaid
 * order still open (a revision's checkout or proforma) ends, as a refunded submission takes no
 * more payments.
 */
async function settledByRefunds(
  tx: Transaction,
  client: PoolClient,
  submissionId: string,
  actor: string,
): Promise<boolean> {
  const all = await tx
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      refunded: orders.refunded,
    })
    .from(orders)
    .where(eq(orders.submissionId, submissionId));
  const paid = all.filter((order) => order.status === "paid");
  if (!paid.every((order) => order.refunded >= order.total)) return false;
  for (const order of all) {
    if (order.status === "pending") await endOrder(tx, client, order.id, "cancelled", actor);
  }
  return true;
}
