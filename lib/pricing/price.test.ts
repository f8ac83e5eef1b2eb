import fc from "fast-check";

import { pricing, TURNAROUND_TIERS, type PricingRules } from "@/config/pricing";

import { priceQuote, type Discount, type QuoteInput } from "./price";

const base: QuoteInput = {
  pages: 0,
  scriptClearance: true,
  titleClearance: false,
  extraItems: 0,
  turnaround: "standard",
};
const quote = (input: Partial<QuoteInput>, rules?: PricingRules) =>
  priceQuote({ ...base, ...input }, rules);
const withTax = (rate: number): PricingRules => ({ ...pricing, tax: { rate, label: "VAT" } });

describe("script clearance", () => {
  it("charges the minimum until the script is read, then per page above it", () => {
    expect(quote({ pages: 0 }).total).toBe(45_000);
    expect(quote({ pages: 56 }).total).toBe(45_000); // 56 × 8.00 = 448.00 < 450
    expect(quote({ pages: 57 }).total).toBe(45_600);
    expect(quote({ pages: 120 }).total).toBe(96_000);
  });

  it("says how the line was priced", () => {
    expect(quote({ pages: 0 }).lines[0]!.detail).toBe(
      "minimum $450.00; the price follows the page count once the script is read",
    );
    expect(quote({ pages: 30 }).lines[0]!.detail).toBe("30 pages × $8.00, minimum $450.00");
    expect(quote({ pages: 120 }).lines[0]!.detail).toBe("120 pages × $8.00");
    // A one-page script (or a revision that changed one page) is priced by the page.
    expect(quote({ pages: 1 }).lines[0]!.detail).toBe("1 page × $8.00, minimum $450.00");
  });
});

describe("title clearance and extra items", () => {
  it("adds the flat title fee", () => {
    expect(quote({ pages: 120, titleClearance: true }).total).toBe(96_000 + 35_000);
    expect(quote({ scriptClearance: false, titleClearance: true }).total).toBe(35_000);
  });

  it("includes five extra items, then charges each one", () => {
    expect(quote({ extraItems: 5 }).lines.map((line) => line.code)).toEqual(["script_clearance"]);
    const seven = quote({ extraItems: 7 });
    expect(seven.lines[1]).toEqual({
      code: "extra_items",
      label: "Extra items to check",
      detail: "2 beyond the 5 included × $12.00",
      amount: 2_400,
    });
    expect(seven.total).toBe(45_000 + 2_400);
  });

  it("prices nothing when no service is chosen", () => {
    expect(quote({ scriptClearance: false })).toMatchObject({ lines: [], subtotal: 0, total: 0 });
  });
});

describe("turnaround", () => {
  it("multiplies every service and shows it as one line with the business days", () => {
    const express = quote({
      pages: 120,
      titleClearance: true,
      extraItems: 6,
      turnaround: "express",
    });
    const services = 96_000 + 35_000 + 1_200;
    expect(express.lines.at(-1)).toEqual({
      code: "turnaround",
      label: "Express turnaround",
      detail: "× 1.5 on every service, 5 business days",
      amount: services / 2,
    });
    expect(express.total).toBe(services * 1.5);
    expect(express.businessDays).toBe(5);
    expect(quote({ pages: 120, turnaround: "rush" }).total).toBe(192_000);
    expect(quote({ turnaround: "standard" }).businessDays).toBe(10);
  });

  it("rounds each line's surcharge to the cent", () => {
    const odd: PricingRules = {
      ...pricing,
      turnaround: {
        ...pricing.turnaround,
        express: { label: "Express", businessDays: 5, multiplier: 1.333 },
      },
    };
    const result = quote({ pages: 0, titleClearance: true, turnaround: "express" }, odd);
    // 45000 × 0.333 = 14985, 35000 × 0.333 = 11655
    expect(result.lines.at(-1)!.amount).toBe(14_985 + 11_655);
  });
});

describe("discounts", () => {
  const voucher = (value: Partial<Discount>): Discount => ({
    code: "SPRING",
    kind: "percent",
    value: 10,
    appliesTo: "all",
    ...value,
  });

  it("takes a percentage off the services it applies to, turnaround included", () => {
    const result = quote({
      pages: 120,
      titleClearance: true,
      turnaround: "express",
      discount: voucher({ value: 10 }),
    });
    expect(result.subtotal).toBe(196_500);
    expect(result.discount).toBe(19_650);
    expect(result.lines.at(-1)).toEqual({
      code: "discount",
      label: "Voucher SPRING",
      detail: "10 % off",
      amount: -19_650,
    });
    expect(result.total).toBe(176_850);
  });

  it("limits a service-specific voucher to that service", () => {
    const titleOnly = quote({
      pages: 120,
      titleClearance: true,
      discount: voucher({ value: 50, appliesTo: "title_clearance" }),
    });
    expect(titleOnly.discount).toBe(17_500);
    const scriptOnly = quote({
      pages: 120,
      titleClearance: true,
      discount: voucher({ value: 50, appliesTo: "script_clearance" }),
    });
    expect(scriptOnly.discount).toBe(48_000);
    expect(
      quote({
        scriptClearance: false,
        titleClearance: true,
        discount: voucher({ appliesTo: "script_clearance" }),
      }).discount,
    ).toBe(0);
  });

  it("never takes off more than the price, and a 100 % voucher makes it free", () => {
    expect(quote({ discount: voucher({ kind: "fixed", value: 10_000 }) }).total).toBe(35_000);
    expect(quote({ discount: voucher({ kind: "fixed", value: 99_999_999 }) }).total).toBe(0);
    expect(quote({ pages: 200, turnaround: "rush", discount: voucher({ value: 100 }) }).total).toBe(
      0,
    );
    expect(quote({ discount: voucher({ kind: "fixed", value: 1_250 }) }).lines.at(-1)!.detail).toBe(
      "$12.50 off",
    );
  });

  it("rounds a percentage to the cent", () => {
    // 456.00 × 33 % = 150.48
    expect(quote({ pages: 57, discount: voucher({ value: 33 }) }).discount).toBe(15_048);
  });
});

describe("tax", () => {
  it("applies to the discounted subtotal, as its own line", () => {
    const result = quote(
      { pages: 120, discount: { code: "X", kind: "fixed", value: 6_000, appliesTo: "all" } },
      withTax(0.2),
    );
    expect(result.tax).toBe(18_000);
    expect(result.lines.at(-1)).toEqual({
      code: "tax",
      label: "VAT",
      detail: "20 %",
      amount: 18_000,
    });
    expect(result.total).toBe(108_000);
  });

  it("rounds to the cent", () => {
    expect(quote({ pages: 57 }, withTax(0.0725)).tax).toBe(3_306); // 456.00 × 7.25 % = 33.06
  });

  it("adds no line at a zero rate", () => {
    expect(quote({}).lines.some((line) => line.code === "tax")).toBe(false);
  });
});

describe("invariants", () => {
  const inputs = fc.record({
    pages: fc.integer({ min: 0, max: 400 }),
    scriptClearance: fc.boolean(),
    titleClearance: fc.boolean(),
    extraItems: fc.integer({ min: 0, max: 60 }),
    turnaround: fc.constantFrom(...TURNAROUND_TIERS),
    discount: fc.option(
      fc.record({
        code: fc.constant("ANY"),
        kind: fc.constantFrom("percent" as const, "fixed" as const),
        value: fc.integer({ min: 1, max: 200_000 }),
        appliesTo: fc.constantFrom(
          "all" as const,
          "script_clearance" as const,
          "title_clearance" as const,
        ),
      }),
      { nil: undefined },
    ),
  });

  it("totals its lines exactly, in whole cents, never below zero", () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(0, 0.07, 0.2), (input, rate) => {
        const result = priceQuote(input, withTax(rate));
        expect(result.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.total);
        for (const amount of [
          result.subtotal,
          result.discount,
          result.tax,
          result.total,
          ...result.lines.map((line) => line.amount),
        ]) {
          expect(Number.isInteger(amount)).toBe(true);
        }
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(result.subtotal);
      }),
    );
  });

  it("never gets cheaper with more pages, a faster turnaround or more items", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const total = priceQuote(input).total;
        // A fixed voucher can absorb an increase entirely; without one, prices only go up.
        if (!input.discount) {
          expect(priceQuote({ ...input, pages: input.pages + 1 }).total).toBeGreaterThanOrEqual(
            total,
          );
          expect(
            priceQuote({ ...input, extraItems: input.extraItems + 1 }).total,
          ).toBeGreaterThanOrEqual(total);
          expect(priceQuote({ ...input, turnaround: "rush" }).total).toBeGreaterThanOrEqual(total);
        }
      }),
    );
  });
});
