import { readFileSync } from "node:fs";
import path from "node:path";

import { pricing, type PricingRules } from "@/config/pricing";
import { diffScreenplays } from "@/lib/screenplay/diff";
import { parseFountain } from "@/lib/screenplay/fountain";

import { priceQuote } from "./price";
import { priceRevision, type RevisionQuoteInput } from "./revision";

const base: RevisionQuoteInput = { changedPages: [], totalPages: 120, turnaround: "standard" };
const revision = (input: Partial<RevisionQuoteInput>, rules?: PricingRules) =>
  priceRevision({ ...base, ...input }, rules);

describe("priceRevision", () => {
  it("charges the changed pages only, at the script rate, without the first report's minimum", () => {
    const priced = revision({ changedPages: [17, 4, 5] });
    expect(priced).toMatchObject({ changedPages: 3, totalPages: 120, pages: [4, 5, 17] });
    expect(priced.quote.total).toBe(3 * pricing.scriptClearance.perPage);
    expect(priced.quote.lines).toEqual([
      {
        code: "script_clearance",
        label: "Revised draft: changed pages",
        detail: "3 pages × $8.00 (of 120 in the draft)",
        amount: 2_400,
      },
    ]);
  });

  it("counts a page once however often it is listed", () => {
    expect(revision({ changedPages: [7, 7, 7] }).quote.total).toBe(800);
  });

  it("costs nothing when no page holds new or changed text", () => {
    expect(revision({}).quote).toMatchObject({ total: 0, subtotal: 0 });
  });

  it("is priced like any quote: turnaround, voucher and tax as priceQuote applies them", () => {
    const rules: PricingRules = { ...pricing, tax: { rate: 0.2, label: "VAT" } };
    const discount = { code: "AGAIN", kind: "percent", value: 10, appliesTo: "all" } as const;
    const priced = revision({ changedPages: [1, 2, 3, 4, 5], turnaround: "rush", discount }, rules);
    const full = priceQuote(
      {
        pages: 60, // 60 × $8.00 is above the minimum, so both price per page alike
        scriptClearance: true,
        titleClearance: false,
        extraItems: 0,
        turnaround: "rush",
        discount,
      },
      rules,
    );
    expect(priced.quote.lines.map((line) => line.code)).toEqual(
      full.lines.map((line) => line.code),
    );
    expect(priced.quote.total * 12).toBe(full.total);
    expect(priced.quote.businessDays).toBe(full.businessDays);
  });

  it("applies a revision minimum when the rules set one", () => {
    const rules: PricingRules = { ...pricing, revision: { minimum: 10_000 } };
    expect(revision({ changedPages: [1] }, rules).quote.total).toBe(10_000);
    expect(revision({ changedPages: [1] }).quote.total).toBe(800);
  });

  it("prices the pages a diff of two drafts found changed", () => {
    const draft = (name: string) =>
      parseFountain(readFileSync(path.join(__dirname, "../screenplay/fixtures", name), "utf8"));
    const diff = diffScreenplays(
      draft("lamplight-draft1.fountain"),
      draft("lamplight-draft2.fountain"),
    );
    const priced = priceRevision({
      changedPages: diff.pages.changed,
      totalPages: diff.pages.total,
      turnaround: "standard",
    });
    expect(priced).toMatchObject({ changedPages: 2, totalPages: 8, pages: [5, 7] });
    expect(priced.quote.total).toBe(1_600);
  });
});
