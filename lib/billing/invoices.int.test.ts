import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";

import { EXAMPLE_SELLER } from "@/config/invoicing";
import { upsertProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db, transactionWithClient } from "@/lib/db/client";
import { billingDocuments, submissions, vouchers } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { markOrderPaid, placeOrder } from "@/lib/orders/place";
import { fileStore } from "@/lib/storage";
import { saveBillingDetails } from "@/lib/users/billing";
import { PORTLAND_BILLING } from "@/test/billing";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { devMailboxForFile } from "@/test/dev-mailbox";
import { storedScriptFile } from "@/test/script-files";

import { deliverBillingDocument } from "./delivery";
import { issueBillingDocument, numberOf } from "./documents";
import { linesMatch } from "./lines";
import { ownBillingDocumentPdf, ownBillingDocuments, ownSubmissionBillingDocuments } from "./read";

jest.setTimeout(180_000);

const mailbox = devMailboxForFile();

afterAll(stopJobQueue); // paying queues the invoice's job

/** Each test pays in its own year, so the invoice numbers it expects are its own. */
const inYear = (year: number) => new Date(`${year}-03-02T10:00:00Z`);

type Buyer = SignedInUser & { email: string };

async function customer(): Promise<Buyer> {
  const id = randomUUID();
  const email = `invoice.${id.slice(0, 8)}@example.com`;
  await upsertProfile(id, email);
  const user = { id, email } as Buyer;
  await saveBillingDetails(user, PORTLAND_BILLING);
  return user;
}

/** The owner's draft for script clearance, its script read, with a voucher if given. */
async function draft(owner: SignedInUser, voucherId: string | null = null): Promise<string> {
  const [row] = await db()
    .insert(submissions)
    .values({ ownerId: owner.id, title: "Harbor Street", voucherId })
    .returning({ id: submissions.id });
  await storedScriptFile(row!.id, HARBOUR_LIGHT);
  return row!.id;
}

const invoicesOf = (orderId: string) =>
  db().select().from(billingDocuments).where(eq(billingDocuments.orderId, orderId));

/** A card order placed and paid in `year`; its invoice. */
async function paidByCard(year: number, owner?: Buyer) {
  const buyer = owner ?? (await customer());
  const order = await placeOrder(buyer, await draft(buyer), "card", inYear(year));
  await markOrderPaid(order.id, { actor: "system", reference: `pi_${year}`, now: inYear(year) });
  const [invoice] = await invoicesOf(order.id);
  return { order, invoice: invoice!, buyer };
}

const textOf = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

describe("the invoice of a payment", () => {
  it("is issued with the payment, its amounts the order's exactly, its parties frozen", async () => {
    const { order, invoice, buyer } = await paidByCard(2040);
    expect(invoice).toMatchObject({
      kind: "invoice",
      year: 2040,
      sequence: 1,
      submissionId: order.submissionId,
      userId: buyer.id,
      currency: "USD",
      subtotal: order.subtotal,
      discount: order.discount,
      tax: order.tax,
      total: order.total,
      method: "card",
      paidOn: "2040-03-02",
      issueDate: "2040-03-02",
      reference: "pi_2040",
      buyer: {
        name: "Dana Reyes",
        company: "Casco Bay Pictures LLC",
        address: ["120 Commercial Street", "Portland, ME 04101"],
        country: "United States",
      },
      seller: { name: EXAMPLE_SELLER.SELLER_NAME },
    });
    expect(numberOf(invoice)).toBe("INV-2040-0001");
    expect(linesMatch(invoice.lines, order)).toBe(true);
    expect(invoice.lines[0]!.description).toMatch(/^Script clearance/);
  });

  it("gets gapless numbers, one each, when twenty payments land at once", async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, customer));
    const placed = await Promise.all(
      buyers.map(async (buyer) => placeOrder(buyer, await draft(buyer), "card", inYear(2041))),
    );
    await Promise.all(
      placed.map((order, i) =>
        markOrderPaid(order.id, { actor: "system", reference: `pi_${i}`, now: inYear(2041) }),
      ),
    );
    const issued = (await Promise.all(placed.map((order) => invoicesOf(order.id)))).map((rows) => {
      expect(rows).toHaveLength(1);
      return rows[0]!;
    });
    expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(issued.map(numberOf)).size).toBe(20);
  });

  it("is issued once, however often the payment is recorded (a retried notice)", async () => {
    const buyer = await customer();
    const order = await placeOrder(buyer, await draft(buyer), "card", inYear(2042));
    const pay = () =>
      markOrderPaid(order.id, { actor: "system", reference: "pi_again", now: inYear(2042) });
    await Promise.all([pay(), pay(), pay()]);
    await pay();
    expect(await invoicesOf(order.id)).toHaveLength(1);
    // Nor did a retry take a number: the next payment's is the next one.
    const next = await paidByCard(2042);
    expect(numberOf(next.invoice)).toBe("INV-2042-0002");
  });

  it("of a voucher that pays it all is a zero invoice, by voucher", async () => {
    const buyer = await customer();
    const [free] = await db()
      .insert(vouchers)
      .values({
        code: `FREE-${randomUUID().slice(0, 8)}`.toUpperCase(),
        kind: "percent",
        value: 100,
      })
      .returning({ id: vouchers.id });
    const order = await placeOrder(buyer, await draft(buyer, free!.id), "card", inYear(2043));
    expect(order).toMatchObject({ status: "paid", method: "free", total: 0 });
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({
      method: "free",
      total: 0,
      tax: 0,
      discount: order.discount,
      subtotal: order.subtotal,
      reference: null,
    });
    expect(order.discount).toBe(order.subtotal);
    expect(linesMatch(invoice!.lines, order)).toBe(true);
    expect(invoice!.lines.at(-1)!.description).toMatch(/^Voucher FREE-/);
  });
});

describe("the billing-document job", () => {
  it("renders the invoice once on the seller's paper, stores it and e-mails it attached", async () => {
    const { invoice, buyer } = await paidByCard(2044);
    await mailbox().clear();
    await deliverBillingDocument({ documentId: invoice.id });
    const [stored] = await db()
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.id, invoice.id));
    expect(stored!.pdfKey).toBe(`billing/2044/INV-2044-0001-${invoice.id}.pdf`);

    const { bytes, name } = await ownBillingDocumentPdf(buyer, invoice.id);
    expect(name).toBe("INV-2044-0001.pdf");
    const text = await textOf(bytes);
    for (const expected of [
      "Invoice",
      "INV-2044-0001",
      EXAMPLE_SELLER.SELLER_NAME,
      "Casco Bay Pictures LLC",
      "Dana Reyes",
      "Portland, ME 04101",
      "United States",
      "EIN 12-3456789",
      "Script clearance",
      "Total paid",
      "$450.00",
      "Card",
      "March 2, 2044",
      "pi_2044",
    ]) {
      expect(text).toContain(expected);
    }
    // The development seller is in the United States: US Letter, 612 × 792 points.
    const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
    expect(page.view.slice(2)).toEqual([612, 792]);

    const [mail] = mailbox().messages();
    expect(mail).toMatchObject({
      to: [buyer.email],
      subject: expect.stringMatching(/^Payment received: order NCS-\d{6}$/),
      attachments: [{ filename: "INV-2044-0001.pdf", contentType: "application/pdf" }],
    });
    expect(mail!.text).toContain("We have received $450.00");
    expect(mail!.text).toContain("Invoice INV-2044-0001 is attached.");

    // A second run (a retried job) sends what is stored: it does not render again.
    const marked = Buffer.concat([bytes, Buffer.from("\n% stored once\n")]);
    await fileStore().put(stored!.pdfKey!, marked, "application/pdf");
    await mailbox().clear();
    await deliverBillingDocument({ documentId: invoice.id });
    expect((await ownBillingDocumentPdf(buyer, invoice.id)).bytes.equals(marked)).toBe(true);
    expect(mailbox().messages()[0]!.attachments[0]!.size).toBe(marked.length);
  });

  it("renders a credit note with the invoice it credits, its reason and refund, and e-mails it", async () => {
    const { order, invoice, buyer } = await paidByCard(2045);
    await deliverBillingDocument({ documentId: invoice.id });
    const credit = await transactionWithClient((tx, client) =>
      issueBillingDocument(
        tx,
        client,
        {
          kind: "credit_note",
          orderId: order.id,
          submissionId: order.submissionId,
          userId: buyer.id,
          invoiceId: invoice.id,
          title: invoice.title,
          currency: "USD",
          lines: [
            { description: "Refund: two pages charged twice", quantity: 1, unitAmount: 12_000 },
          ],
          taxRate: 0,
          subtotal: 12_000,
          discount: 0,
          tax: 0,
          total: 12_000,
          method: "card",
          paidOn: "2045-03-09",
          reference: "re_2045",
          reason: "Two pages were charged twice.",
          seller: invoice.seller,
          buyer: invoice.buyer,
        },
        inYear(2045),
      ),
    );
    await mailbox().clear();
    await deliverBillingDocument({ documentId: credit.id });
    const { bytes, name } = await ownBillingDocumentPdf(buyer, credit.id);
    expect(name).toBe("CN-2045-0001.pdf");
    const text = await textOf(bytes);
    for (const expected of [
      "Credit note",
      "CN-2045-0001",
      "Credits invoice INV-2045-0001",
      "Two pages were charged twice.",
      "Refunded on",
      "March 9, 2045",
      "re_2045",
      "Total credited",
      "$120.00",
    ]) {
      expect(text).toContain(expected);
    }
    const [mail] = mailbox().messages();
    expect(mail).toMatchObject({
      subject: "Your refund of $120.00 (credit note CN-2045-0001)",
      attachments: [{ filename: "CN-2045-0001.pdf" }],
    });
    expect(mail!.text).toContain("credits invoice INV-2045-0001");

    // The customer lists both, newest first; another customer sees neither.
    const { documents } = await ownSubmissionBillingDocuments(buyer, order.submissionId);
    expect(documents.map((document) => [document.number, document.credits])).toEqual([
      ["CN-2045-0001", "INV-2045-0001"],
      ["INV-2045-0001", null],
    ]);
    expect((await ownBillingDocuments(buyer)).documents).toHaveLength(2);
    const stranger = await customer();
    expect((await ownBillingDocuments(stranger)).documents).toEqual([]);
    await expect(ownBillingDocumentPdf(stranger, credit.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(ownSubmissionBillingDocuments(stranger, order.submissionId)).rejects.toMatchObject(
      { status: 404 },
    );
  });
});
