/**
 * Card payment by the processor's embedded checkout (product.md §2 `/summary`, `/return`): the
 * order is placed, a checkout session made for its total, and its client secret handed to the
 * summary page, which mounts the processor's form there. The processor's webhook
 * (`./webhook.ts`) then marks the order paid.
 */
import "server-only";

import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";

import { site } from "@/config/site";
import { findProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { orders } from "@/lib/db/schema";
import { appUrlFromEnv, paymentsEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";
import { log } from "@/lib/log";
import { closeOrder, placeOrder } from "@/lib/orders/place";
import { latestOrderOf } from "@/lib/submissions/orders";
import { ownSubmission } from "@/lib/submissions/read";
import { requireBillingDetails } from "@/lib/users/billing";

import { expireCheckoutSession } from "./session-expiry";
import { stripe } from "./stripe";

export const checkoutInput = z.object({
  acceptTerms: z.literal(true, { error: "Accept the terms of service to place the order." }),
});

/** What the summary page mounts: the processor's script, its key and the session's secret. */
export type EmbeddedCheckout = {
  clientSecret: string;
  publishableKey: string;
  /** The development stand-in's Stripe.js; absent, `loadStripe` fetches Stripe's own. */
  scriptUrl?: string;
};

/**
 * POST /api/submissions/{id}/checkout: the embedded checkout to mount, or, for an order a
 * voucher pays in full, the return page to go to. A checkout already open for this quote is
 * resumed.
 */
export async function startCardCheckout(
  user: SignedInUser,
  submissionId: string,
): Promise<{ checkout: EmbeddedCheckout } | { url: string }> {
  const submission = await ownSubmission(user, submissionId, undefined, "pay");
  // Ordered for the submission's starter of record, whose details the invoice is made out to.
  await requireBillingDetails(submission.ownerId);
  if (submission.status === "awaiting_payment") {
    const open = await openCheckoutSecret(submissionId);
    if (open) return { checkout: embedded(open) };
  }
  // Ordered for the submission's owner of record, by whoever of its company pays.
  const order = await placeOrder({ id: submission.ownerId }, submissionId, "card", new Date(), {
    actor: user.id,
  });
  if (order.status === "paid") return { url: `/return/${submissionId}` };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        ui_mode: "embedded_page",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.total,
              product_data: { name: `${site.name}: ${submission.title || "Untitled quote"}` },
            },
          },
        ],
        client_reference_id: order.id,
        metadata: { orderId: order.id, submissionId },
        customer_email: (await findProfile(user.id))?.email,
        return_url: `${appUrlFromEnv()}/return/${submissionId}?session_id={CHECKOUT_SESSION_ID}`,
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
  } catch (error) {
    log.error({ part: "payments", err: error }, "checkout session failed");
    await closeOrder(order.id, "cancelled", "system");
    throw new Problem(
      502,
      "The card payment service could not be reached. Nothing was charged; please try again in a moment.",
    );
  }
  const [kept] = await db()
    .update(orders)
    .set({ checkoutSessionId: session.id, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (!kept) {
    // Given up while the session was being made: it must not stay payable (product.md §8.2).
    await expireCheckoutSession({ sessionId: session.id });
    throw new Problem(409, "This checkout was given up meanwhile. Nothing was charged.");
  }
  return { checkout: embedded(session.client_secret!) };
}

/** DELETE /api/submissions/{id}/checkout: back to a draft to change the quote. */
export async function cancelCheckout(user: SignedInUser, submissionId: string): Promise<void> {
  const submission = await ownSubmission(user, submissionId, undefined, "pay");
  if (submission.status !== "awaiting_payment") return;
  const pending = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.submissionId, submissionId), eq(orders.status, "pending")));
  for (const order of pending) await closeOrder(order.id, "cancelled", user.id);
}

function embedded(clientSecret: string): EmbeddedCheckout {
  const env = paymentsEnv();
  return {
    clientSecret,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    ...(env.STRIPE_JS_URL && { scriptUrl: env.STRIPE_JS_URL }),
  };
}

/** The client secret of the quote's open card checkout, if it has one. */
async function openCheckoutSecret(submissionId: string): Promise<string | undefined> {
  const order = await latestOrderOf(submissionId);
  if (order?.status !== "pending" || order.method !== "card" || !order.checkoutSessionId) return;
  const session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
  return session.status === "open" && session.client_secret ? session.client_secret : undefined;
}
