import { priceQuote, type QuoteInput } from "@/lib/pricing/price";

import { checkVoucher, normaliseCode, type Voucher, type VoucherUsage } from "./rules";

const now = new Date("2026-11-22T12:00:00Z");
const unused: VoucherUsage = { total: 0, byCustomer: 0 };
const voucher = (changes: Partial<Voucher> = {}): Voucher => ({
  code: "SPRING-25",
  kind: "percent",
  value: 25,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  maxPerCustomer: 1,
  minimumSubtotal: null,
  appliesTo: "all",
  active: true,
  ...changes,
});
const quote = (changes: Partial<QuoteInput> = {}) =>
  priceQuote({
    pages: 120,
    scriptClearance: true,
    titleClearance: false,
    extraItems: 0,
    turnaround: "standard",
    ...changes,
  });
const check = (found: Voucher | undefined, usage = unused, priced = quote(), code = "spring-25") =>
  checkVoucher(code, found, usage, priced, now);
const reason = (...args: Parameters<typeof check>) => {
  const result = check(...args);
  return result.ok ? "applies" : result.reason;
};

describe("checkVoucher", () => {
  it("grants the voucher's discount, whatever the case of the code typed", () => {
    expect(check(voucher())).toEqual({
      ok: true,
      discount: { code: "SPRING-25", kind: "percent", value: 25, appliesTo: "all" },
    });
    expect(normaliseCode("  spring-25 ")).toBe("SPRING-25");
  });

  it("says when no voucher has the code, or it was withdrawn", () => {
    expect(reason(undefined)).toBe("There is no voucher with the code SPRING-25.");
    expect(reason(voucher({ active: false }))).toBe(
      "The voucher SPRING-25 is no longer available.",
    );
  });

  it("says when it is not valid yet or has expired, to the day", () => {
    expect(reason(voucher({ validFrom: new Date("2026-12-01T00:00:00Z") }))).toBe(
      "The voucher SPRING-25 is not valid yet: it starts on December 1, 2026.",
    );
    expect(reason(voucher({ validUntil: new Date("2026-11-21T23:59:59Z") }))).toBe(
      "The voucher SPRING-25 expired on November 21, 2026.",
    );
    const window = { validFrom: new Date("2026-11-01"), validUntil: new Date("2026-11-30") };
    expect(reason(voucher(window))).toBe("applies");
  });

  it("says when it is used up overall", () => {
    expect(reason(voucher({ maxRedemptions: 5 }), { total: 5, byCustomer: 0 })).toBe(
      "The voucher SPRING-25 has been used up.",
    );
    expect(reason(voucher({ maxRedemptions: 5 }), { total: 4, byCustomer: 0 })).toBe("applies");
  });

  it("says when this customer has used it as often as allowed", () => {
    expect(reason(voucher(), { total: 1, byCustomer: 1 })).toBe(
      "You have already used the voucher SPRING-25.",
    );
    expect(reason(voucher({ maxPerCustomer: 3 }), { total: 3, byCustomer: 3 })).toBe(
      "You have already used the voucher SPRING-25 3 times, as often as it allows.",
    );
    expect(reason(voucher({ maxPerCustomer: 3 }), { total: 2, byCustomer: 2 })).toBe("applies");
  });

  it("says when the order is below the minimum, with both amounts", () => {
    expect(reason(voucher({ minimumSubtotal: 100_000 }), unused, quote({ pages: 100 }))).toBe(
      "The voucher SPRING-25 applies to orders of $1,000.00 or more; this one comes to $800.00.",
    );
    expect(reason(voucher({ minimumSubtotal: 80_000 }), unused, quote({ pages: 100 }))).toBe(
      "applies",
    );
  });

  it("says when it is for a service the quote does not include", () => {
    expect(reason(voucher({ appliesTo: "title_clearance" }))).toBe(
      "The voucher SPRING-25 applies to title clearance only, which this quote does not include.",
    );
    expect(
      reason(voucher({ appliesTo: "title_clearance" }), unused, quote({ titleClearance: true })),
    ).toBe("applies");
  });

  it("checks the rules in order, so the first reason is given", () => {
    const everythingWrong = voucher({
      active: false,
      validUntil: new Date("2020-01-01"),
      maxRedemptions: 0,
    });
    expect(reason(everythingWrong)).toBe("The voucher SPRING-25 is no longer available.");
  });
});
