import { billingPdfOf } from "./delivery";
import type { BillingDocumentRow } from "./documents";

const party = {
  name: "Tide Mill Films",
  company: null,
  address: ["1 Quay"],
  country: "US",
  taxId: null,
  email: null,
};
const invoice: BillingDocumentRow = {
  id: "8b1f0c52-57a6-4a8e-9d0f-0a8f3f1c2b11",
  kind: "invoice",
  year: 2026,
  sequence: 7,
  orderId: "5a4c9d1e-7f3b-4c2a-8e6d-1b2c3d4e5f60",
  submissionId: "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5",
  userId: "user-1",
  invoiceId: null,
  title: "Tide Mill",
  currency: "USD",
  lines: [{ description: "Script clearance", quantity: 1, unitAmount: 45000 }],
  taxRate: 0,
  subtotal: 45000,
  discount: 0,
  tax: 0,
  total: 45000,
  method: "bank_transfer",
  paidOn: "2026-11-20",
  reference: "SEB 2026-7781",
  reason: null,
  seller: party,
  buyer: party,
  issueDate: "2026-11-21",
  pdfKey: null,
  createdAt: new Date("2026-11-21T10:00:00Z"),
};

const payment = (received: number | null) =>
  billingPdfOf(invoice, { order: "NCS-000101", invoice: null, received }).payment;

describe("an invoice's payment", () => {
  it("says paid in full when the transfer brought the total, or when nothing was recorded", () => {
    expect(payment(45000)?.text).toBe("Paid in full: nothing is due. Thank you.");
    expect(payment(null)?.text).toBe("Paid in full: nothing is due. Thank you.");
  });

  it("says what is still due when a transfer fell short, and prints what arrived", () => {
    expect(payment(40000)?.text).toBe("Received $400.00 of $450.00: $50.00 is still due.");
    expect(payment(40000)?.rows).toContainEqual({ label: "Received", value: "$400.00" });
  });

  it("says how much came over when a transfer brought more", () => {
    expect(payment(46000)?.text).toBe("Received $460.00, $10.00 more than this invoice's total.");
  });
});
