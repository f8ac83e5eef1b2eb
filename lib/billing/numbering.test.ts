import { billingDocumentNumber } from "./numbering";

describe("billingDocumentNumber", () => {
  it("prints invoices and credit notes with their series, year and a four-digit sequence", () => {
    expect(billingDocumentNumber("invoice", 2026, 7)).toBe("INV-2026-0007");
    expect(billingDocumentNumber("credit_note", 2027, 12345)).toBe("CN-2027-12345");
  });
});
