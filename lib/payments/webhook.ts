/**
 * POST /api/stripe/webhook: the card processor's notices about checkouts. The signature is
 * checked on the raw body; each event id is handled once, and every step is idempotent besides,
 * so a retried, replayed or late notice changes nothing.
 */
import "server-only";

import { eq, or } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";

import { db } from "@/lib/db/client";
import { orders, paymentEvents } from "@/lib/db/schema";
import { paymentsEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";
import { closeOrder, markOrderPaid } from "@/lib/orders/place";

import { stripe } from "./stripe";

export type WebhookOutcome = { received: true; duplicate?: true };

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

async function paid(session: Stripe.Checkout.Session): Promise<void> {
  const order = await orderOf(session);
  if (!order) return;
  const intent = session.payment_intent;
  await markOrderPaid(order.id, {
    actor: "system",
    reference: typeof intent === "string" ? intent : (intent?.id ?? session.id),
  });
}

async function closed(
  session: Stripe.Checkout.Session,
  outcome: "expired" | "failed",
): Promise<void> {
  const order = await orderOf(session);
  if (order) await closeOrder(order.id, outcome, "system");
}

/** The order a session pays for: by our reference on it, or by the session's id. */
async function orderOf(session: Stripe.Checkout.Session) {
  const reference = session.client_reference_id;
  const [order] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(
      reference && z.uuid().safeParse(reference).success
        ? or(eq(orders.id, reference), eq(orders.checkoutSessionId, session.id))
        : eq(orders.checkoutSessionId, session.id),
    );
  // A notice about a checkout this app never made: nothing to do, and retrying will not help.
  if (!order) console.warn(`[payments] no order for checkout session ${session.id}`);
  return order;
}
