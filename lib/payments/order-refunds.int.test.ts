import { randomBytes } from "node:crypto";
import http from "node:http";

import { and, asc, eq } from "drizzle-orm";
import Stripe from "stripe";

import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refunds/route";
import { POST as changeStatus } from "@/app/api/admin/submissions/[id]/status/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { PUT as applyVoucher } from "@/app/api/submissions/[id]/voucher/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { orderNumber } from "@/config/orders";
import type { SignedInUser } from "@/lib/auth/session";
import { billingDocumentJob } from "@/lib/billing/delivery";
import { issueBillingDocument, numberOf } from "@/lib/billing/documents";
import { db, transactionWithClient } from "@/lib/db/client";
import {
  auditEvents,
  billingDocuments,
  orders,
  submissions,
  vouchers,
  type InvoiceParty,
} from "@/lib/db/schema";
import { startDevCheckout, type DevCheckout } from "@/lib/dev/checkout/server";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";
import { markOrderPaid, placeOrder } from "@/lib/orders/place";
import { stripe } from "@/lib/payments/stripe";
import type { OrderRow } from "@/lib/submissions/orders";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { storedScriptFile } from "@/test/script-files";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import type { RefundOutcome } from "./order-refunds";

jest.setTimeout(120_000);

givePrivateJobQueue(); // the credit notes' billing-document jobs are looked at here

const secretKey = `sk_test_${randomBytes(8).toString("hex")}`;
const webhookSecret = `whsec_${randomBytes(8).toString("hex")}`;
let checkout: DevCheckout;
let webhooks: http.Server;
let customer: Customer;
let admin: Customer;

const SELLER: InvoiceParty = {
  name: "No Conflict Script Ltd",
  company: null,
  address: ["1 Harbour Street", "Portland, ME 04101"],
  country: "US",
  taxId: null,
  email: "billing@example.com",
};
const BUYER: InvoiceParty = {
  name: "Rosa Marchetti",
  company: "Harbour Films Ltd",
  address: ["2 Quay Road", "Bristol BS1 4QA"],
  country: "GB",
  taxId: "GB123456789",
  email: null,
};

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  await startAuth();
  // The stand-in's webhooks are not what these tests are about: the orders are paid below.
  webhooks = http.createServer((_request, response) => response.writeHead(200).end("{}"));
  const address = await listenOn(webhooks, "127.0.0.1", 0);
  checkout = await startDevCheckout({
    secretKey,
    webhookSecret,
    webhookUrl: `http://${urlHost(address)}:${address.port}/`,
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(8).toString("hex")}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: checkout.url,
  });
  [customer, admin] = await Promise.all([signedInCustomer(), signedInCustomer({ admin: true })]);
});

afterAll(async () => {
  await stopJobQueue();
  await checkout.close();
  await closeHttpServer(webhooks);
  await stopAuth();
});

/** A quote of the customer's with a read script, ready to order. */
async function draft(title: string): Promise<string> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, { json: { title } }),
    params({ id }),
  );
  await storedScriptFile(id, HARBOUR_LIGHT);
  return id;
}

/** The money taken at the stand-in for `order`, as its card form takes it: the payment intent. */
async function takenAtProcessor(order: OrderRow): Promise<string> {
  const session = await stripe().checkout.sessions.create({
    mode: "payment",
    ui_mode: "embedded_page",
    return_url: "http://localhost/return?session_id={CHECKOUT_SESSION_ID}",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: order.currency.toLowerCase(),
          unit_amount: order.total,
          product_data: { name: "Script clearance" },
        },
      },
    ],
  });
  const paid = await fetch(`${checkout.url}/embedded/${session.client_secret}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ card: "4242 4242 4242 4242" }),
  });
  expect(paid.status).toBe(200);
  return (await stripe().checkout.sessions.retrieve(session.id)).payment_intent as string;
}

/** The order's invoice, issued as a payment issues it (once: a payment may have issued it already). */
async function invoiceOf(order: OrderRow) {
  const [issued] = await db()
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.orderId, order.id), eq(billingDocuments.kind, "invoice")));
  if (issued) return issued;
  return transactionWithClient((tx, client) =>
    issueBillingDocument(
      tx,
      client,
      {
        kind: "invoice",
        orderId: order.id,
        submissionId: order.submissionId,
        userId: order.userId,
        title: "Refund test",
        currency: order.currency,
        lines: [{ description: "Script clearance", quantity: 1, unitAmount: order.subtotal }],
        taxRate: 0,
        subtotal: order.subtotal,
        discount: order.discount,
        tax: order.tax,
        total: order.total,
        method: order.method,
        paidOn: new Date().toISOString().slice(0, 10),
        reference: order.paymentReference,
        seller: SELLER,
        buyer: BUYER,
      },
      new Date(),
    ),
  );
}

const owner = () => ({ id: customer.id }) as SignedInUser;

/** A submission paid by card through the stand-in, with its invoice. */
async function paidByCard(title = "Card refund") {
  const id = await draft(title);
  const placed = await placeOrder(owner(), id, "card");
  const paymentIntent = await takenAtProcessor(placed);
  const order = await markOrderPaid(placed.id, { actor: "system", reference: paymentIntent });
  return { id, order, paymentIntent, invoice: await invoiceOf(order) };
}

/** A submission paid by bank transfer, with its invoice. */
async function paidByTransfer() {
  const id = await draft("Transfer refund");
  const placed = await placeOrder(owner(), id, "bank_transfer");
  const order = await markOrderPaid(placed.id, { actor: admin.id, reference: "PF-2026-0001" });
  return { id, order, invoice: await invoiceOf(order) };
}

const refund = (orderId: string, json: unknown, who: Customer = admin) =>
  refundRoute(
    who.request("POST", `/api/admin/orders/${orderId}/refunds`, { json }),
    params({ id: orderId }),
  );

const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const statusOf = async (id: string) =>
  (await db().select().from(submissions).where(eq(submissions.id, id)))[0]!.status;
const creditNotesOf = (orderId: string) =>
  db()
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.orderId, orderId), eq(billingDocuments.kind, "credit_note")))
    .orderBy(asc(billingDocuments.sequence));
const refundEvents = (submissionId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.submissionId, submissionId), eq(auditEvents.action, "refund")))
    .orderBy(asc(auditEvents.createdAt));
const refundsAtProcessor = async (paymentIntent: string) =>
  (await stripe().refunds.list({ payment_intent: paymentIntent })).data;
const chargeOf = async (paymentIntent: string) =>
  (await stripe().paymentIntents.retrieve(paymentIntent, { expand: ["latest_charge"] }))
    .latest_charge as Stripe.Charge;

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await bodyOf<{ message: string }>(response)).message).toBe(message);
}

describe("refunding a card order through the processor", () => {
  it("refunds part, then the rest, each with its credit note; the submission follows the full refund", async () => {
    const { id, order, paymentIntent, invoice } = await paidByCard();
    expect(order.total).toBe(45_000);
    const year = new Date().getUTCFullYear();

    const part = await refund(order.id, { amount: 15_000, reason: "Two scenes were cut." });
    expect(part.status).toBe(201);
    const first = await bodyOf<RefundOutcome>(part);
    expect(first).toMatchObject({
      order: expect.stringMatching(/^NCS-\d{6}$/),
      amount: 15_000,
      refunded: 15_000,
      credit_note: expect.stringMatching(new RegExp(`^CN-${year}-\\d{4}$`)),
      submission_status: "paid",
    });
    expect((await orderRow(order.id)).refunded).toBe(15_000);
    expect(await statusOf(id)).toBe("paid");
    expect((await chargeOf(paymentIntent)).amount_refunded).toBe(15_000);

    const rest = await refund(order.id, { amount: 30_000, reason: "The production stopped." });
    expect(rest.status).toBe(201);
    const second = await bodyOf<RefundOutcome>(rest);
    expect(second).toMatchObject({
      amount: 30_000,
      refunded: 45_000,
      submission_status: "refunded",
    });
    expect(await statusOf(id)).toBe("refunded");
    expect((await orderRow(order.id)).refunded).toBe(45_000);
    expect(await chargeOf(paymentIntent)).toMatchObject({
      amount_refunded: 45_000,
      refunded: true,
    });

    const [partNote, restNote] = await creditNotesOf(order.id);
    const processorRefunds = await refundsAtProcessor(paymentIntent);
    expect(processorRefunds.map((each) => each.amount)).toEqual([30_000, 15_000]);
    // Numbered one after the other, each referencing the invoice and the processor's refund.
    expect([numberOf(partNote!), numberOf(restNote!)]).toEqual([
      first.credit_note,
      second.credit_note,
    ]);
    expect(restNote!.sequence).toBe(partNote!.sequence + 1);
    expect(partNote).toMatchObject({
      kind: "credit_note",
      invoiceId: invoice.id,
      submissionId: id,
      userId: customer.id,
      lines: [
        { description: `Refund of invoice ${numberOf(invoice)}`, quantity: 1, unitAmount: 15_000 },
      ],
      subtotal: 15_000,
      tax: 0,
      total: 15_000,
      method: "card",
      reference: processorRefunds[1]!.id,
      reason: "Two scenes were cut.",
      // The parties as the invoice froze them.
      seller: invoice.seller,
      buyer: invoice.buyer,
    });
    expect(restNote).toMatchObject({
      invoiceId: invoice.id,
      total: 30_000,
      reference: processorRefunds[0]!.id,
    });
    // Each credit note's PDF and the customer's e-mail are queued with it.
    for (const note of [partNote!, restNote!]) {
      const jobs = await (
        await jobQueue()
      ).findJobs(billingDocumentJob.name, { data: { documentId: note.id } });
      expect(jobs).toHaveLength(1);
    }
    const events = await refundEvents(id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.detail])).toEqual([
      [null, null, expect.objectContaining({ total: 15_000, creditNote: first.credit_note })],
      [
        "paid",
        "refunded",
        expect.objectContaining({ total: 30_000, creditNote: second.credit_note }),
      ],
    ]);

    // Nothing is left to give back.
    await expectRefusal(
      await refund(order.id, { amount: 1, reason: "Again" }),
      409,
      `Order ${first.order} has been refunded in full already.`,
    );
  });

  it("refuses more than is left, and records nothing", async () => {
    const { id, order, paymentIntent } = await paidByCard("Too much");
    expect((await refund(order.id, { amount: 40_000, reason: "Most of it" })).status).toBe(201);
    await expectRefusal(
      await refund(order.id, { amount: 5_001, reason: "More than was paid" }),
      422,
      `Only $50.00 of order ${orderNumber(order.number)} is left to refund.`,
    );
    expect((await orderRow(order.id)).refunded).toBe(40_000);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
    expect(await refundsAtProcessor(paymentIntent)).toHaveLength(1);
    expect((await chargeOf(paymentIntent)).amount_refunded).toBe(40_000);
    expect(await statusOf(id)).toBe("paid");
  });

  it("refunds a repeated request with the same state once", async () => {
    const { order, paymentIntent } = await paidByCard("Double click");
    const request = { amount: 10_000, reason: "Requested by the customer" };
    const answers = await Promise.all([refund(order.id, request), refund(order.id, request)]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        body: await bodyOf<RefundOutcome>(answer),
      })),
    );
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ status: 201, body: expect.objectContaining({ refunded: 10_000 }) });
    }
    expect(outcomes[0]!.body.credit_note).toBe(outcomes[1]!.body.credit_note);
    expect(await refundsAtProcessor(paymentIntent)).toHaveLength(1);
    expect((await orderRow(order.id)).refunded).toBe(10_000);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  it("answers the processor's refusal with its sentence and records nothing", async () => {
    const { order, paymentIntent } = await paidByCard("Refunded in the dashboard");
    // Someone gave the money back in the processor's dashboard meanwhile.
    await stripe().refunds.create({ payment_intent: paymentIntent });
    const refused = await refund(order.id, { amount: 100, reason: "Too late" });
    expect(refused.status).toBe(409);
    expect((await bodyOf<{ message: string }>(refused)).message).toMatch(
      /^The card processor refused the refund: Charge ch_test_\w+ has already been refunded\.$/,
    );
    expect((await orderRow(order.id)).refunded).toBe(0);
    expect(await creditNotesOf(order.id)).toEqual([]);
  });
});

describe("a cancelled submission", () => {
  it("becomes refunded once its payment is given back in full", async () => {
    const { id, order } = await paidByCard("Cancelled, then refunded");
    const cancelled = await changeStatus(
      admin.request("POST", `/api/admin/submissions/${id}/status`, {
        json: { from: "paid", to: "cancelled" },
      }),
      params({ id }),
    );
    expect(cancelled.status).toBe(200);
    const answer = await refund(order.id, { amount: 45_000, reason: "Cancelled by us" });
    expect(answer.status).toBe(201);
    expect((await bodyOf<RefundOutcome>(answer)).submission_status).toBe("refunded");
    const [event] = await refundEvents(id);
    expect(event).toMatchObject({ fromStatus: "cancelled", toStatus: "refunded" });
  });
});

describe("refunding a bank transfer", () => {
  it("records the bank's refund with its date and reference, and a credit note", async () => {
    const { id, order, invoice } = await paidByTransfer();
    const missing = await refund(order.id, { amount: 45_000, reason: "Cancelled" });
    await expectRefusal(
      missing,
      422,
      "A bank transfer is refunded by the bank: give the day the money was sent back and the bank's reference.",
    );
    const request = {
      amount: 45_000,
      reason: "Cancelled before the work began",
      refundedOn: "2026-11-27",
      bankReference: "BACS 7781-22",
    };
    const answer = await refund(order.id, request);
    expect(answer.status).toBe(201);
    expect(await bodyOf<RefundOutcome>(answer)).toMatchObject({
      refunded: 45_000,
      submission_status: "refunded",
    });
    // The same refund sent again is recorded once.
    expect((await refund(order.id, request)).status).toBe(409);
    const [note, ...more] = await creditNotesOf(order.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      method: "bank_transfer",
      paidOn: "2026-11-27",
      reference: "BACS 7781-22",
      total: 45_000,
    });
    expect(await statusOf(id)).toBe("refunded");
  });
});

describe("refusals", () => {
  it("refuses a customer, a voucher's free order, an order without an invoice, and bad input", async () => {
    const { order } = await paidByCard("Refusals");
    const asCustomer = await refund(order.id, { amount: 100, reason: "Mine" }, customer);
    expect(asCustomer.status).toBe(403);

    await expectRefusal(
      await refund(order.id, { amount: 0, reason: "Nothing" }),
      400,
      "The amount to refund must be more than zero.",
    );
    await expectRefusal(
      await refund(order.id, { amount: 12.5, reason: "Cents" }),
      400,
      "The amount to refund is in cents: a whole number.",
    );
    await expectRefusal(
      await refund(order.id, { amount: 100, reason: "  " }),
      400,
      "Say why the order is refunded.",
    );
    await expectRefusal(
      await refund("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", { amount: 100, reason: "Who" }),
      404,
      "This order does not exist.",
    );

    // Paid before invoices were issued: no credit note can reference one.
    const id = await draft("No invoice");
    const placed = await placeOrder(owner(), id, "card");
    const paid = await markOrderPaid(placed.id, {
      actor: "system",
      reference: await takenAtProcessor(placed),
    });
    await db()
      .delete(billingDocuments)
      .where(and(eq(billingDocuments.orderId, paid.id), eq(billingDocuments.kind, "invoice")));
    const withoutInvoice = await refund(paid.id, { amount: 100, reason: "No invoice" });
    await expectRefusal(
      withoutInvoice,
      409,
      `Order ${orderNumber(paid.number)} has no invoice, so no credit note can reference one; issue its invoice before refunding it.`,
    );
    expect((await orderRow(paid.id)).refunded).toBe(0);

    // A 100 % voucher took no money.
    const freeId = await draft("Free");
    const code = `FREE-${randomBytes(4).toString("hex")}`.toUpperCase();
    await db().insert(vouchers).values({ code, kind: "percent", value: 100 });
    const applied = await applyVoucher(
      customer.request("PUT", `/api/submissions/${freeId}/voucher`, { json: { code } }),
      params({ id: freeId }),
    );
    expect(applied.status).toBe(200);
    const free = await placeOrder(owner(), freeId, "card");
    expect(free).toMatchObject({ status: "paid", method: "free", total: 0 });
    await expectRefusal(
      await refund(free.id, { amount: 100, reason: "Free" }),
      409,
      `Order ${orderNumber(free.number)} was paid in full by a voucher: no money was taken, so none can be refunded.`,
    );
  });
});
