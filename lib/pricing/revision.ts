import { pricing, type PricingRules, type TurnaroundTier } from "@/config/pricing";

import { priceQuote, type Discount, type PriceBreakdown } from "./price";

export type RevisionQuoteInput = {
  /** Pages of the new draft holding new or changed text (`RevisionDiff.pages.changed`). */
  changedPages: readonly number[];
  /** Pages of the new draft. */
  totalPages: number;
  turnaround: TurnaroundTier;
  discount?: Discount;
};

export type RevisionQuote = {
  /** How many pages are charged, of how many, and which (ascending), for the summary. */
  changedPages: number;
  totalPages: number;
  pages: number[];
  /** Priced like any quote: the summary, checkout, vouchers and proformas take it as it is. */
  quote: PriceBreakdown;
};

/**
 * The delta quote of a revised draft: only its changed pages, at the script clearance
 * rate with the revision's own minimum, through the one pricing function, so the turnaround,
 * voucher and tax rules are those of every quote. Title clearance and extra items were paid for
 * with the first report.
 */
export function priceRevision(
  input: RevisionQuoteInput,
  rules: PricingRules = pricing,
): RevisionQuote {
  const pages = [...new Set(input.changedPages)].sort((a, b) => a - b);
  const quote = priceQuote(
    {
      pages: pages.length,
      scriptClearance: true,
      titleClearance: false,
      extraItems: 0,
      turnaround: input.turnaround,
      discount: input.discount,
    },
    { ...rules, scriptClearance: { ...rules.scriptClearance, minimum: rules.revision.minimum } },
  );
  const lines = quote.lines.map((line) =>
    line.code === "script_clearance"
      ? {
          ...line,
          label: "Revised draft: changed pages",
          detail: `${line.detail} (of ${input.totalPages} in the draft)`,
        }
      : line,
  );
  return {
    changedPages: pages.length,
    totalPages: input.totalPages,
    pages,
    quote: { ...quote, lines },
  };
}
