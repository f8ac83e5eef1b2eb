/**
 * POST /api/stripe/webhook: the card processor's notices about checkouts. The signature is
 * checked on the raw body; each event id is handled once, and every step is idempotent besides,
 * so a retried, replayed or late notice changes nothing.
 */
import "server-only";

import { eq, or } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";

import { orderNumber } from "@/config/orders";
import { db, transactionWithClient } from "@/lib/db/client";
import { orders, paymentEvents, submissions } from "@/lib/db/schema";
import { paymentsEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";
import { log } from "@/lib/log";
import { closeOrder, payOrder } from "@/lib/orders/place";
import { formatMoney } from "@/lib/pricing/format";
import type { SubmissionStatus } from "@/lib/submission-lifecycle/transitions";
import type { OrderRow } from "@/lib/submissions/orders";

import { raisePaymentToRefund } from "./refunds";
import { stripe } from "./stripe";

/** The statuses a submission pays from: its first order, or a revision's delta. */
const AWAITS_PAYMENT: readonly SubmissionStatus[] = ["awaiting_payment", "revision_requested"];

export type WebhookOutcome = { received: true; duplicate?: true };

/**
 * POST /api/stripe/webhook: a payment notice, its signature checked on the raw body, handled once
 * per event id.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(
      rawBody,
      signature ?? "",
      paymentsEnv().STRIPE_WEBHOOK_SECRET,
    );
  } catch {
    throw new Problem(400, "The payment notice's signature does not match; it was ignored.");
  }
  const [seen] = await db()
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  await handle(event);
  await db().insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true };
}

async function handle(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
      // Some payment methods settle later: the order stays pending until they do.
      if (event.data.object.payment_status !== "unpaid") await paid(event.data.object);
      return;
    case "checkout.session.async_payment_succeeded":
      return paid(event.data.object);
    case "checkout.session.async_payment_failed":
      return closed(event.data.object, "failed");
    case "checkout.session.expired":
      return closed(event.data.object, "expired");
    default:
      return;
  }
}

/**
 * A checkout paid: its order is marked paid only when the notice is about the order's own
 * session, for the order's amount and currency, and the order still awaits payment. Anything
 * else took money no order keeps, and is raised to be refunded (product.md §8.2), never dropped.
 */
async function paid(session: Stripe.Checkout.Session): Promise<void> {
  const found = await orderOf(session);
  if (!found) return;
  const intent = session.payment_intent;
  const payment = typeof intent === "string" ? intent : (intent?.id ?? session.id);
  await transactionWithClient(async (tx, client) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
    const [submission] = await tx
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, order!.submissionId))
      .for("update");
    const refusal = paymentRefusal(order!, submission!.status, session);
    if (!refusal) {
      await payOrder(tx, client, order!.id, {
        actor: "system",
        reference: payment,
        now: new Date(),
      });
      return;
    }
    await raisePaymentToRefund(tx, client, {
      submissionId: order!.submissionId,
      order: orderNumber(order!.number),
      payment,
      session: session.id,
      amount: session.amount_total ?? null,
      currency: session.currency?.toUpperCase() ?? null,
      note: refusal,
    });
  });
}

/** Why the session's payment cannot pay `order`, in a sentence; undefined when it can. */
function paymentRefusal(
  order: OrderRow,
  submissionStatus: SubmissionStatus,
  session: Stripe.Checkout.Session,
): string | undefined {
  if (order.checkoutSessionId !== session.id) {
    return `the payment came through checkout ${session.id}, which is not the order's own checkout.`;
  }
  const currency = session.currency?.toUpperCase();
  if (session.amount_total !== order.total || currency !== order.currency.toUpperCase()) {
    const taken =
      session.amount_total != null && currency
        ? formatMoney(session.amount_total, currency)
        : "an unknown amount";
    return `the payment was ${taken}, but the order is for ${formatMoney(order.total, order.currency)}.`;
  }
  if (order.status !== "pending" && order.status !== "paid") {
    return `the order had ended (${order.status}) before the payment arrived.`;
  }
  // An admin may end a submission (cancelled, refunded) while a revision's checkout is open.
  if (order.status === "pending" && !AWAITS_PAYMENT.includes(submissionStatus)) {
    return `the submission was ${submissionStatus.replaceAll("_", " ")} before the payment arrived.`;
  }
  return undefined;
}

async function closed(
  session: Stripe.Checkout.Session,
  outcome: "expired" | "failed",
): Promise<void> {
  const order = await orderOf(session);
  // Only the order's own checkout ends it.
  if (order?.checkoutSessionId === session.id) await closeOrder(order.id, outcome, "system");
}

/** The order a session pays for: by the session's id, else by our reference on it. */
async function orderOf(session: Stripe.Checkout.Session): Promise<OrderRow | undefined> {
  const reference = session.client_reference_id;
  const found = await db()
    .select()
    .from(orders)
    .where(
      reference && z.uuid().safeParse(reference).success
        ? or(eq(orders.id, reference), eq(orders.checkoutSessionId, session.id))
        : eq(orders.checkoutSessionId, session.id),
    );
  const order = found.find(({ checkoutSessionId }) => checkoutSessionId === session.id) ?? found[0];
  // A notice about a checkout this app never made: nothing to do, and retrying will not help.
  if (!order)
    log.warn({ part: "payments", session: session.id }, "no order for a checkout session");
  return order;
}
