/**
 * Whether a voucher applies to a quote, and if not, the precise reason a customer reads
 * (product.md §6). Pure: the caller brings the voucher, its usage and the clock.
 */
import type { vouchers } from "@/lib/db/schema";
import { formatMoney } from "@/lib/pricing/format";
import type { Discount, PriceBreakdown } from "@/lib/pricing/price";
import { formatLongDay } from "@/lib/site/format-date";

export type Voucher = Pick<
  typeof vouchers.$inferSelect,
  | "code"
  | "kind"
  | "value"
  | "validFrom"
  | "validUntil"
  | "maxRedemptions"
  | "maxPerCustomer"
  | "minimumSubtotal"
  | "appliesTo"
  | "active"
>;

/** Redemptions so far: by everyone, and by the customer asking. */
export type VoucherUsage = { total: number; byCustomer: number };

export type VoucherCheck = { ok: true; discount: Discount } | { ok: false; reason: string };

const SERVICE_NAMES = {
  script_clearance: "script clearance",
  title_clearance: "title clearance",
} as const;

/** Codes are typed in any case and kept in capitals. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Checks `voucher` (undefined when no voucher has the code) against a quote priced without it.
 * The first rule that fails gives the reason.
 */
export function checkVoucher(
  code: string,
  voucher: Voucher | undefined,
  usage: VoucherUsage,
  quote: PriceBreakdown,
  now: Date,
): VoucherCheck {
  const shown = normaliseCode(code);
  const fail = (reason: string): VoucherCheck => ({ ok: false, reason });
  if (!voucher) return fail(`There is no voucher with the code ${shown}.`);
  if (!voucher.active) return fail(`The voucher ${shown} is no longer available.`);
  if (voucher.validFrom && now < voucher.validFrom) {
    return fail(
      `The voucher ${shown} is not valid yet: it starts on ${formatLongDay(voucher.validFrom)}.`,
    );
  }
  if (voucher.validUntil && now > voucher.validUntil) {
    return fail(`The voucher ${shown} expired on ${formatLongDay(voucher.validUntil)}.`);
  }
  if (voucher.maxRedemptions !== null && usage.total >= voucher.maxRedemptions) {
    return fail(`The voucher ${shown} has been used up.`);
  }
  if (usage.byCustomer >= voucher.maxPerCustomer) {
    return fail(
      voucher.maxPerCustomer === 1
        ? `You have already used the voucher ${shown}.`
        : `You have already used the voucher ${shown} ${voucher.maxPerCustomer} times, as often as it allows.`,
    );
  }
  if (voucher.minimumSubtotal !== null && quote.subtotal < voucher.minimumSubtotal) {
    const minimum = formatMoney(voucher.minimumSubtotal, quote.currency);
    const subtotal = formatMoney(quote.subtotal, quote.currency);
    return fail(
      `The voucher ${shown} applies to orders of ${minimum} or more; this one comes to ${subtotal}.`,
    );
  }
  if (voucher.appliesTo !== "all" && !quote.lines.some((line) => line.code === voucher.appliesTo)) {
    const service = SERVICE_NAMES[voucher.appliesTo];
    return fail(
      `The voucher ${shown} applies to ${service} only, which this quote does not include.`,
    );
  }
  return {
    ok: true,
    discount: {
      code: shown,
      kind: voucher.kind,
      value: voucher.value,
      appliesTo: voucher.appliesTo,
    },
  };
}
