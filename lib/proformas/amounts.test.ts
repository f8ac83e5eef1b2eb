import { pricing } from "@/config/pricing";
import { priceQuote } from "@/lib/pricing/price";

import {
  linesFromQuote,
  proformaDraftInput,
  proformaNumber,
  proformaTotals,
  taxRateOf,
} from "./amounts";

describe("proformaNumber", () => {
  it("reads PF-year-four digits", () => {
    expect(proformaNumber(2026, 1)).toBe("PF-2026-0001");
    expect(proformaNumber(2026, 12345)).toBe("PF-2026-12345");
  });
});

describe("proformaTotals", () => {
  it("adds the lines and taxes the subtotal, rounded to the cent", () => {
    expect(
      proformaTotals(
        [
          { description: "a", quantity: 3, unitAmount: 333 },
          { description: "b", quantity: 1, unitAmount: -100 },
        ],
        1950,
      ),
    ).toEqual({ subtotal: 899, tax: 175, total: 1074 });
  });
});

describe("linesFromQuote and taxRateOf", () => {
  it("keep every priced line but tax, and recover the rate", () => {
    const quote = priceQuote(
      {
        pages: 100,
        scriptClearance: true,
        titleClearance: true,
        extraItems: 0,
        turnaround: "express",
        discount: { code: "TEN", kind: "percent", value: 10, appliesTo: "all" },
      },
      { ...pricing, tax: { rate: 0.2, label: "VAT" } },
    );
    const lines = linesFromQuote(quote);
    expect(lines.map((line) => line.description)).toEqual([
      "Script clearance (100 pages × $8.00)",
      "Title clearance (flat fee)",
      "Express turnaround (× 1.5 on every service, 5 business days)",
      "Voucher TEN (10 % off)",
    ]);
    const rate = taxRateOf(quote);
    expect(rate).toBe(2000);
    expect(proformaTotals(lines, rate)).toEqual({
      subtotal: quote.subtotal - quote.discount,
      tax: quote.tax,
      total: quote.total,
    });
  });
});

describe("proformaDraftInput", () => {
  const valid = {
    lines: [{ description: "Script clearance", quantity: 1, unit_amount: 45_000 }],
    tax_percent: 7.25,
    due_in_days: 14,
  };

  it("takes any rate with two decimals", () => {
    expect(proformaDraftInput.parse({ ...valid, tax_percent: 0.29 }).taxRate).toBe(29);
  });

  it("turns percent into basis points and empty notes into null", () => {
    expect(proformaDraftInput.parse({ ...valid, note: "  " })).toEqual({
      lines: [{ description: "Script clearance", quantity: 1, unitAmount: 45_000 }],
      taxRate: 725,
      dueInDays: 14,
      note: null,
    });
  });

  it.each([
    [{ lines: [] }, "A proforma needs at least one line."],
    [{ tax_percent: 7.255 }, "The tax rate has at most two decimals."],
    [{ due_in_days: 0 }, "Days to pay must be at least 1."],
    [
      { lines: [{ description: " ", quantity: 1, unit_amount: 1 }] },
      "Every line needs a description.",
    ],
    [
      { lines: [{ description: "x", quantity: 1, unit_amount: 1.5 }] },
      "A unit price must be in whole cents.",
    ],
    [
      { lines: [{ description: "x", quantity: 1e300, unit_amount: 1 }] },
      "Quantity must be at most 1,000.",
    ],
    [
      { lines: [{ description: "x", quantity: 1, unit_amount: -1e300 }] },
      "A unit price is too large.",
    ],
    [{ extra: true }, 'Unrecognized key: "extra"'],
  ])("refuses %j", (change, message) => {
    expect(proformaDraftInput.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(
      message,
    );
  });

  it.each([
    [
      "a line's quantity × unit price",
      [valid.lines[0], { description: "Rush", quantity: 1000, unit_amount: 2_147_484 }],
      ["lines", 1, "unit_amount"],
      "This line's quantity × unit price is too large for one proforma.",
    ],
    [
      "the total of lines that each fit",
      [1, 2].map(() => ({ description: "Research", quantity: 1000, unit_amount: 2_000_000 })),
      ["lines"],
      "The total is too large for one proforma: split the order.",
    ],
  ])("refuses %s beyond the database's integers, naming the field", (_, lines, path, message) => {
    const [issue] = proformaDraftInput.safeParse({ ...valid, lines }).error?.issues ?? [];
    expect({ path: issue?.path, message: issue?.message }).toEqual({ path, message });
  });
});
