/**
 * The final invoice of a paid order (product.md §7): issued in the transaction that records the
 * payment (`settle` in lib/orders/place.ts), whichever way the money came — a card, a voucher
 * that paid it all (a zero invoice), or a bank transfer against a proforma.
 */
import "server-only";

import { and, desc, eq, ne } from "drizzle-orm";
import type { PoolClient } from "pg";

import { orderNumber } from "@/config/orders";
import type { Transaction } from "@/lib/db/client";
import {
  type InvoiceParty,
  type orders,
  proformas,
  type submissions,
  userProfiles,
} from "@/lib/db/schema";
import type { PriceBreakdown } from "@/lib/pricing/price";
import { billingDetailsOf } from "@/lib/users/billing";

import { type BillingDocumentRow, issueBillingDocument } from "./documents";
import { linesForAmounts, pricedLinesOf } from "./lines";
import { buyerFrom } from "./parties";
import { sellerDetails } from "./seller";

type OrderRow = typeof orders.$inferSelect;
type SubmissionRow = typeof submissions.$inferSelect;

/**
 * Issues `order`'s invoice, dated `now`, in the caller's transaction: its amounts are the
 * order's, its lines those the customer was shown for them, its parties frozen as they are now.
 */
export async function issueInvoice(
  tx: Transaction,
  client: PoolClient,
  order: OrderRow,
  submission: SubmissionRow,
  { reference, now }: { reference: string | null; now: Date },
): Promise<BillingDocumentRow> {
  const [proforma] = await tx
    .select()
    .from(proformas)
    .where(and(eq(proformas.orderId, order.id), ne(proformas.status, "cancelled")))
    .orderBy(desc(proformas.createdAt))
    .limit(1);
  // A revision's delta order froze its own quote; the submission's snapshot is the first order's.
  const firstOrder = submission.status !== "revision_requested";
  const { lines, taxRate } = linesForAmounts(
    order,
    [
      proforma,
      order.price ? pricedLinesOf(order.price as PriceBreakdown) : null,
      firstOrder && submission.priceSnapshot
        ? pricedLinesOf(submission.priceSnapshot as PriceBreakdown)
        : null,
    ],
    `Clearance of “${submission.title || "Untitled quote"}”, order ${orderNumber(order.number)}`,
  );
  return issueBillingDocument(
    tx,
    client,
    {
      kind: "invoice",
      orderId: order.id,
      submissionId: order.submissionId,
      userId: order.userId,
      title: submission.title || "Untitled quote",
      currency: order.currency,
      lines,
      taxRate,
      subtotal: order.subtotal,
      discount: order.discount,
      tax: order.tax,
      total: order.total,
      method: order.method,
      // A transfer arrived on the day the admin recorded; a card or voucher paid just now.
      paidOn: order.receivedOn ?? now.toISOString().slice(0, 10),
      reference,
      seller: sellerDetails().seller,
      buyer: proforma?.buyer ?? (await buyerOf(tx, order.userId)),
    },
    now,
  );
}

/** The customer as their billing details stand; their e-mail alone if they never gave any. */
async function buyerOf(tx: Transaction, userId: string): Promise<InvoiceParty> {
  const [profile] = await tx
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const email = profile?.email ?? null;
  const details = await billingDetailsOf(userId, tx);
  if (details) return buyerFrom(details, email);
  return { name: email ?? "Customer", company: null, address: [], country: "", taxId: null, email };
}
