/**
 * A bank transfer as an admin records it on "Mark paid" (product.md §7): the day it arrived, the
 * amount that did and the bank's reference. Pure, for the server and the dialog alike.
 */
import { z } from "zod";

import { INTEGER_MAX } from "@/lib/db/columns";
import { formatMoney } from "@/lib/pricing/format";

export const receivedPaymentInput = z.object({
  received_on: z.iso.date({
    error: "Give the day the transfer arrived, as a date (YYYY-MM-DD).",
  }),
  received_amount: z
    .number({ error: "Give the amount that arrived, in cents." })
    .int("Give the amount that arrived in whole cents.")
    .positive("The amount received must be more than zero.")
    .max(INTEGER_MAX, "That amount is too large."),
  reference: z
    .string({ error: "Give the bank reference of the transfer, as the bank statement shows it." })
    .trim()
    .min(1, "Give the bank reference of the transfer, as the bank statement shows it.")
    .max(140, "The bank reference can be at most 140 characters."),
});
export type ReceivedPayment = z.output<typeof receivedPaymentInput>;

/**
 * The last day a transfer can have arrived on, seen from `now`: today where the day is furthest
 * ahead (UTC+14), so an admin anywhere can enter their own today.
 */
export function latestArrivalDay(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * "Received $400.00 for proforma PF-2026-0001, which asks $450.00 (short by $50.00)", or null
 * when the amount is the proforma's.
 */
export function amountDifference(
  proforma: { number: string; total: number; currency: string },
  received: number,
): string | null {
  if (received === proforma.total) return null;
  const money = (minor: number) => formatMoney(minor, proforma.currency);
  const gap = received < proforma.total ? "short" : "over";
  return `Received ${money(received)} for proforma ${proforma.number}, which asks ${money(proforma.total)} (${gap} by ${money(Math.abs(proforma.total - received))})`;
}
