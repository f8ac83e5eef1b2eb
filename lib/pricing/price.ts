import { pricing, type PricingRules, type TurnaroundTier } from "@/config/pricing";
import { countOf } from "@/lib/site/plural";

import { formatMoney } from "./format";

export type PricedService = "script_clearance" | "title_clearance" | "extra_items";

/** A discount as a voucher grants it (the voucher's own rules are checked before pricing). */
export type Discount = {
  code: string;
  kind: "percent" | "fixed";
  /** Percent 1–100, or minor units. */
  value: number;
  appliesTo: "all" | "script_clearance" | "title_clearance";
};

export type QuoteInput = {
  /** Pages of the script; 0 until one is uploaded (the minimum then applies). */
  pages: number;
  scriptClearance: boolean;
  titleClearance: boolean;
  /** Extra items the customer listed to check. */
  extraItems: number;
  turnaround: TurnaroundTier;
  discount?: Discount;
};

export type PriceLine = {
  /** `invoice_line`: a line an admin wrote on the order's proforma invoice. */
  code: PricedService | "turnaround" | "discount" | "tax" | "invoice_line";
  label: string;
  detail: string;
  /** Minor units; negative for the discount. */
  amount: number;
};

export type PriceBreakdown = {
  currency: string;
  lines: PriceLine[];
  /** Services plus turnaround, before discount and tax. */
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  businessDays: number;
};

/**
 * The price of a quote (product.md §8): services, the turnaround multiplier on each of them,
 * the voucher discount, then tax — each line rounded to the cent, in integer minor units.
 */
export function priceQuote(input: QuoteInput, rules: PricingRules = pricing): PriceBreakdown {
  const services = serviceLines(input, rules);
  const tier = rules.turnaround[input.turnaround];
  const surcharges = services.map((line) => Math.round(line.amount * (tier.multiplier - 1)));
  const lines: PriceLine[] = [...services];
  const surcharge = surcharges.reduce((sum, amount) => sum + amount, 0);
  if (surcharge > 0) {
    lines.push({
      code: "turnaround",
      label: `${tier.label} turnaround`,
      detail: `× ${tier.multiplier} on every service, ${tier.businessDays} business days`,
      amount: surcharge,
    });
  }
  const subtotal = services.reduce((sum, line) => sum + line.amount, 0) + surcharge;

  let discount = 0;
  if (input.discount) {
    const base = services.reduce(
      (sum, line, i) =>
        applies(input.discount!, line.code) ? sum + line.amount + surcharges[i]! : sum,
      0,
    );
    discount =
      input.discount.kind === "percent"
        ? Math.round((base * Math.min(100, Math.max(0, input.discount.value))) / 100)
        : Math.min(base, Math.max(0, input.discount.value));
    if (discount > 0) {
      lines.push({
        code: "discount",
        label: `Voucher ${input.discount.code}`,
        detail:
          input.discount.kind === "percent"
            ? `${input.discount.value} % off`
            : `${formatMoney(input.discount.value, rules.currency)} off`,
        amount: -discount,
      });
    }
  }

  const tax = Math.round((subtotal - discount) * rules.tax.rate);
  if (rules.tax.rate > 0) {
    lines.push({
      code: "tax",
      label: rules.tax.label,
      detail: `${+(rules.tax.rate * 100).toFixed(2)} %`,
      amount: tax,
    });
  }
  return {
    currency: rules.currency,
    lines,
    subtotal,
    discount,
    tax,
    total: subtotal - discount + tax,
    businessDays: tier.businessDays,
  };
}

function serviceLines(input: QuoteInput, rules: PricingRules): PriceLine[] {
  const money = (minor: number) => formatMoney(minor, rules.currency);
  const lines: PriceLine[] = [];
  if (input.scriptClearance) {
    const { perPage, minimum } = rules.scriptClearance;
    const byPage = Math.max(0, input.pages) * perPage;
    const pages = countOf(input.pages, "page");
    lines.push({
      code: "script_clearance",
      label: "Script clearance",
      detail:
        byPage >= minimum
          ? `${pages} × ${money(perPage)}`
          : input.pages > 0
            ? `${pages} × ${money(perPage)}, minimum ${money(minimum)}`
            : `minimum ${money(minimum)}; the price follows the page count once the script is read`,
      amount: Math.max(byPage, minimum),
    });
  }
  if (input.titleClearance) {
    lines.push({
      code: "title_clearance",
      label: "Title clearance",
      detail: "flat fee",
      amount: rules.titleClearance.flat,
    });
  }
  const { included, perItem } = rules.extraItems;
  const extra = Math.max(0, input.extraItems - included);
  if (extra > 0) {
    lines.push({
      code: "extra_items",
      label: "Extra items to check",
      detail: `${extra} beyond the ${included} included × ${money(perItem)}`,
      amount: extra * perItem,
    });
  }
  return lines;
}

function applies(discount: Discount, code: PriceLine["code"]): boolean {
  return discount.appliesTo === "all" || discount.appliesTo === code;
}
