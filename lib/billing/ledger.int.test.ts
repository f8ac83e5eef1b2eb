import { and, gte, lte, sql } from "drizzle-orm";

import { db, transactionWithClient } from "@/lib/db/client";
import { billingDocuments, orders, type InvoiceParty } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { customerSubmission } from "@/test/submission-rows";

import { issueBillingDocument, type BillingDocumentRow } from "./documents";
import { ledgerCsv, ledgerQuery, listLedger } from "./ledger";

jest.setTimeout(60_000);

// Issuing queues each document's PDF and e-mail: in a queue of this file's own, which no
// worker takes.
givePrivateJobQueue();
afterAll(stopJobQueue);

// A month no other test file issues documents in, so its totals are this file's alone.
const FEBRUARY = { from: "2025-02-01", to: "2025-02-28" };

const SELLER: InvoiceParty = {
  name: "Clearance Works Ltd",
  company: null,
  address: ["4 Wardour Street", "London W1D 6QF"],
  country: "United Kingdom",
  taxId: "GB123456789",
  email: null,
};
const buyer = (company: string): InvoiceParty => ({
  name: "Ada Lovelace",
  company,
  address: ["12 Main Street", "Portland, ME 04101"],
  country: "United States",
  taxId: null,
  email: "ada@example.com",
});

type Method = BillingDocumentRow["method"];

/** A submission of its own customer, and a paid order of it for `total`. */
async function paidOrder(title: string, total: number, method: Method) {
  const submission = await customerSubmission("ledger", title);
  const [order] = await db()
    .insert(orders)
    .values({
      submissionId: submission.id,
      userId: submission.ownerId,
      status: "paid",
      method,
      currency: "USD",
      subtotal: total,
      discount: 0,
      tax: 0,
      total,
      paidAt: new Date(),
    })
    .returning();
  return order!;
}

/** Issues an invoice (or, given `invoice`, its credit note) dated `day`, as a payment would. */
const issue = (
  order: typeof orders.$inferSelect,
  day: string,
  total: number,
  invoice?: BillingDocumentRow,
) =>
  transactionWithClient((tx, client) =>
    issueBillingDocument(
      tx,
      client,
      {
        kind: invoice ? "credit_note" : "invoice",
        orderId: order.id,
        submissionId: order.submissionId,
        userId: order.userId,
        invoiceId: invoice?.id ?? null,
        title: `Ledger ${order.number}`,
        currency: "USD",
        lines: [{ description: "Script clearance", quantity: 1, unitAmount: total }],
        taxRate: 0,
        subtotal: total,
        discount: 0,
        tax: 0,
        total,
        method: order.method,
        paidOn: day,
        reference: invoice ? `re_${order.number}` : `pi_${order.number}`,
        reason: invoice ? "Cut scenes" : null,
        seller: SELLER,
        buyer: buyer(`Company ${order.number}`),
      },
      new Date(`${day}T12:00:00Z`),
    ),
  );

/** Minor units from the CSV's decimal, exactly: "-628.80" → -62880. */
const minorOf = (decimal: string) => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`Not an amount: ${decimal}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

/** The CSV's records (no field here holds a comma or a line break) without its header. */
const recordsOf = (csv: string) => {
  const [header, ...records] = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  const columns = header!.split(",");
  return records.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(columns.map((column, index) => [column, cells[index]!]));
  });
};

const query = (params: Record<string, string>) => ledgerQuery(new URLSearchParams(params));

let card: typeof orders.$inferSelect;
let transfer: typeof orders.$inferSelect;
let voucher: typeof orders.$inferSelect;
let cardInvoice: BillingDocumentRow;
let transferInvoice: BillingDocumentRow;

beforeAll(async () => {
  card = await paidOrder("Card order", 45_000, "card");
  transfer = await paidOrder("Transfer order", 187_680, "bank_transfer");
  voucher = await paidOrder("Voucher order", 0, "free");
  const january = await paidOrder("January order", 99_999, "card");
  const march = await paidOrder("March order", 12_345, "card");

  cardInvoice = await issue(card, "2025-02-03", 45_000);
  transferInvoice = await issue(transfer, "2025-02-10", 187_680);
  await issue(voucher, "2025-02-11", 0);
  await issue(card, "2025-02-20", 10_000, cardInvoice); // a partial refund
  await issue(transfer, "2025-02-28", 62_880, transferInvoice);
  await issue(january, "2025-01-31", 99_999);
  await issue(march, "2025-03-01", 12_345);
});

describe("the payments ledger", () => {
  it("exports a month whose amounts sum to exactly its invoices less its credit notes", async () => {
    const [{ net }] = (await db()
      .select({
        net: sql<number>`sum(case when ${billingDocuments.kind} = 'invoice' then ${billingDocuments.total} else -${billingDocuments.total} end)`.mapWith(
          Number,
        ),
      })
      .from(billingDocuments)
      .where(
        and(gte(billingDocuments.paidOn, FEBRUARY.from), lte(billingDocuments.paidOn, FEBRUARY.to)),
      )) as [{ net: number }];
    expect(net).toBe(45_000 + 187_680 + 0 - 10_000 - 62_880);

    const records = recordsOf(await ledgerCsv(query(FEBRUARY)));
    expect(records).toHaveLength(5);
    expect(records.reduce((sum, record) => sum + minorOf(record.Amount!), 0)).toBe(net);
    // Newest money first; a credit note is negative, names its invoice, and is no formula.
    expect(records.map((record) => [record.Date, record.Kind, record.Amount])).toEqual([
      ["2025-02-28", "Credit note", "-628.80"],
      ["2025-02-20", "Credit note", "-100.00"],
      ["2025-02-11", "Invoice", "0.00"],
      ["2025-02-10", "Invoice", "1876.80"],
      ["2025-02-03", "Invoice", "450.00"],
    ]);
    expect(records[1]).toMatchObject({
      Number: expect.stringMatching(/^CN-2025-\d{4}$/),
      Invoice: expect.stringMatching(/^INV-2025-\d{4}$/),
      Method: "Card",
      Reference: `re_${card.number}`,
      Customer: `Company ${card.number}`,
      "E-mail": "ada@example.com",
      Currency: "USD",
      Issued: "2025-02-20",
      Submission: card.submissionId,
    });
  });

  it("totals each month, and applies its filters to the list, the totals and the CSV", async () => {
    const quarter = await listLedger(query({ from: "2025-01-01", to: "2025-03-31" }));
    expect(quarter.months).toEqual([
      {
        month: "2025-03",
        currency: "USD",
        invoiced: 12_345,
        credited: 0,
        net: 12_345,
        documents: 1,
      },
      {
        month: "2025-02",
        currency: "USD",
        invoiced: 232_680,
        credited: 72_880,
        net: 159_800,
        documents: 5,
      },
      {
        month: "2025-01",
        currency: "USD",
        invoiced: 99_999,
        credited: 0,
        net: 99_999,
        documents: 1,
      },
    ]);
    expect(quarter.totals).toEqual([
      { currency: "USD", invoiced: 345_024, credited: 72_880, net: 272_144, documents: 7 },
    ]);
    expect(quarter.total_items).toBe(7);
    expect(quarter.entries.map((entry) => entry.paid_on)).toEqual([
      "2025-03-01",
      "2025-02-28",
      "2025-02-20",
      "2025-02-11",
      "2025-02-10",
      "2025-02-03",
      "2025-01-31",
    ]);

    const cardOnly = await listLedger(query({ ...FEBRUARY, method: "card" }));
    expect(cardOnly.entries.map((entry) => [entry.number, entry.amount])).toEqual([
      [expect.stringMatching(/^CN-/), -10_000],
      [expect.stringMatching(/^INV-/), 45_000],
    ]);
    expect(cardOnly.entries[0]!.invoice_number).toBe(cardOnly.entries[1]!.number);
    expect(cardOnly.months).toEqual([
      expect.objectContaining({
        month: "2025-02",
        invoiced: 45_000,
        credited: 10_000,
        net: 35_000,
      }),
    ]);

    const refunds = recordsOf(await ledgerCsv(query({ ...FEBRUARY, kind: "credit_note" })));
    expect(refunds.map((record) => record.Amount)).toEqual(["-628.80", "-100.00"]);
    const transfers = await listLedger(query({ ...FEBRUARY, method: "bank_transfer" }));
    expect(transfers.entries.map((entry) => entry.amount)).toEqual([-62_880, 187_680]);
    expect(transfers.entries[1]).toMatchObject({
      kind: "invoice",
      order_number: expect.stringMatching(/^NCS-\d{6}$/),
      submission_id: transfer.submissionId,
      title: `Ledger ${transfer.number}`,
      reference: `pi_${transfer.number}`,
    });
  });

  it("pages the list but totals every matching month", async () => {
    const all = await listLedger(query({ from: "2025-01-01", to: "2025-03-31", page: "2" }));
    expect(all.entries).toEqual([]);
    expect(all.total_items).toBe(7);
    expect(all.totals[0]!.net).toBe(272_144);
  });

  it("refuses filters it cannot apply, saying why", () => {
    expect(() => query({ from: "2025-03-01", to: "2025-02-01" })).toThrow(
      "The end date is before the start date.",
    );
    expect(() => query({ method: "cash" })).toThrow("Use one of card, bank_transfer, free.");
    expect(() => query({ kind: "receipt" })).toThrow("Use one of invoice, credit_note.");
  });
});
