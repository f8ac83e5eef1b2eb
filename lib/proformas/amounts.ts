/** A proforma's numbers and lines (product.md §7), kept pure so they can be tested alone. */
import { z } from "zod";

import { invoicing } from "@/config/invoicing";
import { pricing } from "@/config/pricing";
import { discountOf, lineAmount } from "@/lib/billing/lines";
import { INTEGER_MAX } from "@/lib/db/columns";
import type { ProformaLine, proformas } from "@/lib/db/schema";
import { formatMoney } from "@/lib/pricing/format";
import type { PriceBreakdown, PriceLine } from "@/lib/pricing/price";

// Every billing document's lines and buyer; a proforma's too.
export { discountOf, lineAmount, linesFromQuote, taxRateOf } from "@/lib/billing/lines";
export { buyerFrom } from "@/lib/billing/parties";

/** How a proforma's number reads: PF-2026-0001. */
export const proformaNumber = (year: number, sequence: number) =>
  `PF-${year}-${String(sequence).padStart(4, "0")}`;

export type ProformaRow = typeof proformas.$inferSelect;

/** "PF-2026-0001", or "The draft proforma" before it has a number. */
export const labelOf = (proforma: Pick<ProformaRow, "year" | "sequence">) =>
  proforma.year && proforma.sequence
    ? proformaNumber(proforma.year, proforma.sequence)
    : "The draft proforma";

/** Lines add up to the subtotal; tax at the rate (basis points) on it, rounded to the cent. */
export function proformaTotals(lines: ProformaLine[], taxRate: number) {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const tax = Math.round((subtotal * taxRate) / 10_000);
  return { subtotal, tax, total: subtotal + tax };
}

/**
 * The order's price once an admin has edited its proforma: the proforma's lines, so the summary
 * and the submission page show what the customer is asked to pay.
 */
export function quoteFromProforma(
  previous: PriceBreakdown,
  lines: ProformaLine[],
  taxRate: number,
): PriceBreakdown {
  const money = (minor: number) => formatMoney(minor, previous.currency);
  const { subtotal, tax, total } = proformaTotals(lines, taxRate);
  const discount = discountOf(lines);
  const priced: PriceLine[] = lines.map((line) => ({
    code: "invoice_line",
    label: line.description,
    detail: line.quantity > 1 ? `${line.quantity} × ${money(line.unitAmount)}` : "",
    amount: lineAmount(line),
  }));
  if (taxRate > 0)
    priced.push({
      code: "tax",
      label: pricing.tax.label,
      detail: `${+(taxRate / 100).toFixed(2)} %`,
      amount: tax,
    });
  return { ...previous, lines: priced, subtotal: subtotal + discount, discount, tax, total };
}

const money = (label: string) =>
  z
    .number({ error: `${label} must be an amount.` })
    // The range first: 1e300 is whole, but beyond JavaScript's safe integers too.
    .min(-100_000_000, `${label} is too large.`)
    .max(100_000_000, `${label} is too large.`)
    .int(`${label} must be in whole cents.`);

const lineInput = z
  .object({
    description: z
      .string()
      .trim()
      .min(1, "Every line needs a description.")
      .max(200, "A line's description must be at most 200 characters."),
    quantity: z
      .number({ error: "Quantity must be a number." })
      .min(1, "Quantity must be at least 1.")
      .max(1000, "Quantity must be at most 1,000.")
      .int("Quantity must be a whole number."),
    unit_amount: money("A unit price"),
  })
  // Amounts end in integer columns (the totals, the order's price): checked per line here, so
  // the refusal names the line, and for the totals on the whole draft.
  .refine((line) => Math.abs(line.quantity * line.unit_amount) <= INTEGER_MAX, {
    path: ["unit_amount"],
    message: "This line's quantity × unit price is too large for one proforma.",
  });

/** PATCH /api/admin/proformas/{id}: a draft's editable part, as admins send it. */
export const proformaDraftInput = z
  .object({
    lines: z
      .array(lineInput)
      .min(1, "A proforma needs at least one line.")
      .max(
        invoicing.proforma.maxLines,
        `A proforma has at most ${invoicing.proforma.maxLines} lines.`,
      ),
    tax_percent: z
      .number({ error: "The tax rate must be a number." })
      .min(0, "The tax rate cannot be negative.")
      .max(100, "The tax rate is at most 100 %.")
      // 0.29 × 100 is 28.999…: compare with a tolerance, not Number.isInteger.
      .refine(
        (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6,
        "The tax rate has at most two decimals.",
      ),
    due_in_days: z
      .number({ error: "Days to pay must be a number." })
      .int("Days to pay must be a whole number.")
      .min(1, "Days to pay must be at least 1.")
      .max(
        invoicing.proforma.maxDueInDays,
        `Days to pay must be at most ${invoicing.proforma.maxDueInDays}.`,
      ),
    note: z
      .string()
      .trim()
      .max(500, "The note must be at most 500 characters.")
      .transform((text) => text || null)
      .nullable()
      .default(null),
  })
  .strict()
  .transform((input) => ({
    lines: input.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitAmount: line.unit_amount,
    })),
    taxRate: Math.round(input.tax_percent * 100),
    dueInDays: input.due_in_days,
    note: input.note,
  }))
  .refine(
    (draft) =>
      Object.values(proformaTotals(draft.lines, draft.taxRate)).every(
        (amount) => Math.abs(amount) <= INTEGER_MAX,
      ),
    { path: ["lines"], message: "The total is too large for one proforma: split the order." },
  )
  .refine(
    (draft) => proformaTotals(draft.lines, draft.taxRate).total >= 0,
    "The total cannot be negative.",
  );

export type ProformaDraft = z.output<typeof proformaDraftInput>;
