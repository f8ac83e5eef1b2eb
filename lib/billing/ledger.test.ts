import { currencyTotals, ledgerQuery, signedAmount, type MonthTotal } from "./ledger";

const month = (values: Partial<MonthTotal> & Pick<MonthTotal, "month">): MonthTotal => ({
  currency: "USD",
  invoiced: 0,
  credited: 0,
  net: 0,
  documents: 0,
  ...values,
});

describe("signedAmount", () => {
  it("counts an invoice as money taken and a credit note as money given back", () => {
    expect(signedAmount("invoice", 187_680)).toBe(187_680);
    expect(signedAmount("credit_note", 62_880)).toBe(-62_880);
    expect(signedAmount("invoice", 0)).toBe(0);
  });
});

describe("currencyTotals", () => {
  it("sums the months of each currency apart, in exact minor units", () => {
    const totals = currencyTotals([
      month({ month: "2026-03", invoiced: 10, credited: 3, net: 7, documents: 2 }),
      month({ month: "2026-03", currency: "EUR", invoiced: 500, net: 500, documents: 1 }),
      month({ month: "2026-02", invoiced: 20, credited: 0, net: 20, documents: 1 }),
    ]);
    expect(totals).toEqual([
      { currency: "USD", invoiced: 30, credited: 3, net: 27, documents: 3 },
      { currency: "EUR", invoiced: 500, credited: 0, net: 500, documents: 1 },
    ]);
  });

  it("has nothing to sum when no month matches", () => {
    expect(currencyTotals([])).toEqual([]);
  });
});

describe("ledgerQuery", () => {
  const parse = (query: string) => ledgerQuery(new URLSearchParams(query));

  it("reads its filters, empty ones as absent, page 1 unless asked", () => {
    expect(parse("")).toEqual({ page: 1 });
    expect(parse("from=2026-03-01&to=2026-03-31&method=card&kind=credit_note&page=2")).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      method: "card",
      kind: "credit_note",
      page: 2,
    });
    expect(parse("from=&method=&kind=")).toEqual({ page: 1 });
  });

  it("refuses a bad filter with a sentence", () => {
    expect(() => parse("from=2026-02-30")).toThrow("Use a date such as 2026-03-31.");
    expect(() => parse("from=2026-04-01&to=2026-03-01")).toThrow(
      "The end date is before the start date.",
    );
    expect(() => parse("kind=receipt")).toThrow("Use one of invoice, credit_note.");
  });
});
