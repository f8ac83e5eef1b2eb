/**
 * Gives card money back through the processor's Refunds API (product.md §7.1). The idempotency
 * key is the caller's: the same key answers the same refund, so a retried request cannot refund
 * twice. A refusal by the processor becomes a sentence the admin can act on.
 */
import "server-only";

import Stripe from "stripe";

import { Problem } from "@/lib/http/problems";
import { log } from "@/lib/log";

import { stripe } from "./stripe";

export type CardRefund = { id: string; amount: number };

export async function refundCardPayment({
  paymentIntent,
  amount,
  idempotencyKey,
  metadata,
}: {
  paymentIntent: string;
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}): Promise<CardRefund> {
  try {
    const refund = await stripe().refunds.create(
      { payment_intent: paymentIntent, amount, reason: "requested_by_customer", metadata },
      { idempotencyKey },
    );
    return { id: refund.id, amount: refund.amount };
  } catch (error) {
    throw processorRefusal(error);
  }
}

/** 409 when the processor refused the refund itself, 502 when it could not be asked. */
function processorRefusal(error: unknown): Problem | unknown {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new Problem(409, `The card processor refused the refund: ${error.message}`);
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    // The key was used for this order in the same state with another amount: a refund the
    // processor made that was not recorded here. Asking again for that amount records it.
    return new Problem(
      409,
      "The card processor already made a refund of this order for another amount that is not recorded yet; refund that amount again to record it.",
    );
  }
  if (error instanceof Stripe.errors.StripeError) {
    log.error({ part: "payments", err: error }, "refund failed at the processor");
    return new Problem(
      502,
      "The card processor could not be reached to refund the payment. Try again in a minute: the same refund is never made twice.",
    );
  }
  return error;
}
