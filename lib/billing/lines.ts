/**
 * The lines every billing document prints (product.md §7): proformas, invoices and credit notes
 * list the priced quote's services, turnaround and voucher, in integer minor units, tax apart.
 * Kept pure so they can be tested alone.
 */
import type { ProformaLine } from "@/lib/db/schema";
import type { PriceBreakdown } from "@/lib/pricing/price";

export const lineAmount = (line: ProformaLine) => line.quantity * line.unitAmount;

/** What the negative lines (a voucher, a goodwill discount) take off, as a positive amount. */
export const discountOf = (lines: ProformaLine[]) =>
  -lines.reduce((sum, line) => sum + Math.min(0, lineAmount(line)), 0);

/** What the positive lines add up to: the subtotal before any discount. */
export const grossOf = (lines: ProformaLine[]) =>
  lines.reduce((sum, line) => sum + Math.max(0, lineAmount(line)), 0);

/** The priced quote as document lines: each service, the turnaround and the voucher; tax apart. */
export function linesFromQuote(quote: PriceBreakdown): ProformaLine[] {
  return quote.lines
    .filter((line) => line.code !== "tax")
    .map((line) => ({
      description: line.detail ? `${line.label} (${line.detail})` : line.label,
      quantity: 1,
      unitAmount: line.amount,
    }));
}

/** The quote's tax rate in basis points, recovered from its figures (0 when there is no tax). */
export function taxRateOf(quote: Pick<PriceBreakdown, "subtotal" | "discount" | "tax">): number {
  const taxed = quote.subtotal - quote.discount;
  return taxed > 0 ? Math.round((quote.tax / taxed) * 10_000) : 0;
}

/** The figures a document prints beside its lines. */
export type DocumentAmounts = { subtotal: number; discount: number; tax: number; total: number };

/** Whether `lines` add up to `amounts`: the gross to the subtotal, the negatives to the discount. */
export const linesMatch = (lines: ProformaLine[], amounts: DocumentAmounts) =>
  grossOf(lines) === amounts.subtotal &&
  discountOf(lines) === amounts.discount &&
  amounts.subtotal - amounts.discount + amounts.tax === amounts.total;

/** Lines with the tax rate they were priced at. */
export type PricedLines = { lines: ProformaLine[]; taxRate: number };

/** A frozen quote's lines and rate. */
export const pricedLinesOf = (quote: PriceBreakdown): PricedLines => ({
  lines: linesFromQuote(quote),
  taxRate: taxRateOf(quote),
});

/**
 * The lines a final document prints for what was paid: the first of `sources` (the order's
 * proforma, its frozen quote…) whose lines add up to the amounts exactly; failing all, one line
 * for the whole and one for the discount, so a document never says other than the money did.
 */
export function linesForAmounts(
  amounts: DocumentAmounts,
  sources: (PricedLines | null | undefined)[],
  wholeDescription: string,
): PricedLines {
  const matching = sources.find((source) => source && linesMatch(source.lines, amounts));
  if (matching) return matching;
  const lines: ProformaLine[] = [
    { description: wholeDescription, quantity: 1, unitAmount: amounts.subtotal },
  ];
  if (amounts.discount > 0)
    lines.push({ description: "Discount", quantity: 1, unitAmount: -amounts.discount });
  return { lines, taxRate: taxRateOf(amounts) };
}
