/**
 * An ended order's card checkout is expired at the processor (product.md §8.2): otherwise its
 * form stays payable and the customer could pay for an order that no longer exists. The job is
 * queued in the transaction that ends the order (lib/orders/place.ts) and retried while the
 * processor cannot be reached.
 */
import "server-only";

import Stripe from "stripe";
import type { z } from "zod";

import { defineJob } from "@/lib/jobs/define";
import { checkoutExpiry } from "@/lib/orders/checkout-expiry";

import { stripe } from "./stripe";

export async function expireCheckoutSession({
  sessionId,
}: z.infer<typeof checkoutExpiry.payload>): Promise<void> {
  try {
    await stripe().checkout.sessions.expire(sessionId);
  } catch (error) {
    // Only an open session can be expired. One already expired needs nothing; one completed
    // meanwhile took money for the ended order, and its notice raises it to be refunded.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      const session = await stripe().checkout.sessions.retrieve(sessionId);
      if (session.status !== "open") return;
    }
    throw error;
  }
}

export const checkoutExpiryJob = defineJob({ ...checkoutExpiry, handle: expireCheckoutSession });
