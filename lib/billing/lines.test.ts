import { pricing } from "@/config/pricing";
import { priceQuote } from "@/lib/pricing/price";
import { priceRevision } from "@/lib/pricing/revision";

import { linesForAmounts, linesMatch, pricedLinesOf } from "./lines";

const ten = { code: "TEN", kind: "percent", value: 10, appliesTo: "all" } as const;
const taxed = { ...pricing, tax: { rate: 0.2, label: "VAT" } };

describe("an invoice's lines", () => {
  it("add up to the order's subtotal, discount and total, from the quote it froze", () => {
    const quote = priceQuote(
      {
        pages: 100,
        scriptClearance: true,
        titleClearance: true,
        extraItems: 2,
        turnaround: "express",
        discount: ten,
      },
      taxed,
    );
    const priced = pricedLinesOf(quote);
    expect(linesMatch(priced.lines, quote)).toBe(true);
    expect(linesForAmounts(quote, [priced], "Whole")).toBe(priced);
    expect(priced.taxRate).toBe(2000);
  });

  it("are a revision's delta quote for its delta order: the changed pages only", () => {
    const { quote } = priceRevision({
      changedPages: [3, 4, 9],
      totalPages: 110,
      turnaround: "standard",
      discount: ten,
    });
    const priced = pricedLinesOf(quote);
    expect(priced.lines[0]!.description).toMatch(/^Revised draft: changed pages/);
    expect(linesMatch(priced.lines, quote)).toBe(true);
  });

  it("pass over a source that no longer adds up to what was paid, for the next that does", () => {
    const before = priceQuote({
      pages: 100,
      scriptClearance: true,
      titleClearance: false,
      extraItems: 0,
      turnaround: "standard",
    });
    // An admin edited the proforma: the order carries its figures, the quote is stale.
    const proforma = {
      lines: [
        { description: "Script clearance, agreed fee", quantity: 1, unitAmount: 70_000 },
        { description: "Goodwill", quantity: 1, unitAmount: -5_000 },
      ],
      taxRate: 0,
    };
    const order = { subtotal: 70_000, discount: 5_000, tax: 0, total: 65_000 };
    expect(linesForAmounts(order, [pricedLinesOf(before), proforma], "Whole")).toBe(proforma);
  });

  it("fall back to one line for the whole and one for the discount, never other figures", () => {
    const order = { subtotal: 45_000, discount: 4_500, tax: 8_100, total: 48_600 };
    const { lines, taxRate } = linesForAmounts(order, [null, undefined], "Clearance, NCS-000123");
    expect(lines).toEqual([
      { description: "Clearance, NCS-000123", quantity: 1, unitAmount: 45_000 },
      { description: "Discount", quantity: 1, unitAmount: -4_500 },
    ]);
    expect(taxRate).toBe(2000);
    expect(linesMatch(lines, order)).toBe(true);
  });

  it("of a voucher that pays it all are a zero invoice's: the services, then the voucher", () => {
    const quote = priceQuote({
      pages: 100,
      scriptClearance: true,
      titleClearance: false,
      extraItems: 0,
      turnaround: "standard",
      discount: { code: "FREE", kind: "percent", value: 100, appliesTo: "all" },
    });
    expect(quote.total).toBe(0);
    const { lines } = linesForAmounts(quote, [pricedLinesOf(quote)], "Whole");
    expect(lines.at(-1)).toMatchObject({ unitAmount: -quote.subtotal });
  });
});
