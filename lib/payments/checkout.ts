/**
 * Card payment by the processor's hosted checkout (product.md §2 `/summary`, `/return`): the
 * order is placed, a checkout session made for its total, and the browser sent there. The
 * processor's webhook (`./webhook.ts`) then marks the order paid.
 */
import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import { site } from "@/config/site";
import { findProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { orders } from "@/lib/db/schema";
import { appUrlFromEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";
import { closeOrder, placeOrder } from "@/lib/orders/place";
import { latestOrderOf } from "@/lib/submissions/orders";
import { ownSubmission } from "@/lib/submissions/read";

import { stripe } from "./stripe";

export const checkoutInput = z.object({
  acceptTerms: z.literal(true, { error: "Accept the terms of service to place the order." }),
});

/**
 * POST /api/submissions/{id}/checkout: where the browser goes to pay. A checkout already open
 * for this quote is resumed; an order a voucher pays in full goes straight to the return page.
 */
export async function startCardCheckout(
  user: SignedInUser,
  submissionId: string,
): Promise<{ url: string }> {
  const submission = await ownSubmission(user, submissionId);
  if (submission.status === "awaiting_payment") {
    const open = await openCheckoutUrl(submissionId);
    if (open) return { url: open };
  }
  const order = await placeOrder(user, submissionId, "card");
  if (order.status === "paid") return { url: `/return/${submissionId}` };
  try {
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
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
        success_url: `${appUrlFromEnv()}/return/${submissionId}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrlFromEnv()}/summary/${submissionId}`,
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
    await db()
      .update(orders)
      .set({ checkoutSessionId: session.id, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return { url: session.url! };
  } catch (error) {
    console.error("[payments] checkout session failed", error);
    await closeOrder(order.id, "cancelled", "system");
    throw new Problem(
      502,
      "The card payment service could not be reached. Nothing was charged; please try again in a moment.",
    );
  }
}

/** DELETE /api/submissions/{id}/checkout: back to a draft to change the quote. */
export async function cancelCheckout(user: SignedInUser, submissionId: string): Promise<void> {
  const submission = await ownSubmission(user, submissionId);
  if (submission.status !== "awaiting_payment") return;
  const pending = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.submissionId, submissionId), eq(orders.status, "pending")));
  for (const order of pending) await closeOrder(order.id, "cancelled", user.id);
}

async function openCheckoutUrl(submissionId: string): Promise<string | undefined> {
  const order = await latestOrderOf(submissionId);
  if (order?.status !== "pending" || order.method !== "card" || !order.checkoutSessionId) return;
  const session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
  return session.status === "open" && session.url ? session.url : undefined;
}
