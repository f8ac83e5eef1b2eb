import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";

import { and, count, eq } from "drizzle-orm";
import Stripe from "stripe";

import {
  DELETE as giveUpCheckout,
  POST as startCheckout,
} from "@/app/api/submissions/[id]/checkout/route";
import { GET as getSubmission, PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { PUT as applyVoucher } from "@/app/api/submissions/[id]/voucher/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  auditEvents,
  billingDocuments,
  orders,
  submissions,
  voucherRedemptions,
  vouchers,
} from "@/lib/db/schema";
import { startDevCheckout, type DevCheckout } from "@/lib/dev/checkout/server";
import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";
import { stopJobQueue } from "@/lib/jobs/queue";
import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";
import type { EmbeddedCheckout } from "@/lib/payments/checkout";
import { stripe } from "@/lib/payments/stripe";
import type { SubmissionView } from "@/lib/submissions/views";
import { saveBillingDetails } from "@/lib/users/billing";
import { startWorkers } from "@/lib/workers";
import { COMPANY_BILLING } from "@/test/billing";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { storedScriptFile } from "@/test/script-files";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { POST as webhook } from "./route";

jest.setTimeout(120_000);

givePrivateJobQueue(); // its e-mail and checkout workers run here

const secretKey = `sk_test_${randomBytes(8).toString("hex")}`;
const publishableKey = `pk_test_${randomBytes(8).toString("hex")}`;
const webhookSecret = `whsec_${randomBytes(8).toString("hex")}`;
const signer = new Stripe(secretKey);
let checkout: DevCheckout;
let bridge: http.Server;
let customer: Customer;
let admin: Customer;
let mailbox: RunningDevMailbox;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

/** Hands the stand-in's webhooks to the route handler, as the app's server would. */
async function startBridge(): Promise<string> {
  bridge = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await webhook(
      new Request("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": String(request.headers["stripe-signature"] ?? "") },
        body: Buffer.concat(chunks).toString("utf8"),
      }),
    );
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(await answer.text());
  });
  const address = await listenOn(bridge, "127.0.0.1", 0);
  return `http://${urlHost(address)}:${address.port}/api/stripe/webhook`;
}

async function draftWithVoucher(percent: number): Promise<string> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, { json: { title: "Card test" } }),
    params({ id }),
  );
  const code = `CARD-${randomUUID().slice(0, 8)}`.toUpperCase();
  await db().insert(vouchers).values({ code, kind: "percent", value: percent });
  const applied = await applyVoucher(
    customer.request("PUT", `/api/submissions/${id}/voucher`, { json: { code } }),
    params({ id }),
  );
  expect(applied.status).toBe(200);
  // Script clearance is ordered on a read script (product.md §8.1).
  await storedScriptFile(id, HARBOUR_LIGHT);
  return id;
}

const checkoutOf = (id: string, json: unknown = { acceptTerms: true }) =>
  startCheckout(
    customer.request("POST", `/api/submissions/${id}/checkout`, { json }),
    params({ id }),
  );

const embeddedOf = async (id: string) =>
  (await bodyOf<{ checkout: EmbeddedCheckout }>(await checkoutOf(id))).checkout;

/** What the stand-in's card form sends when its Pay button is pressed. */
const payOnForm = (clientSecret: string, card: string) =>
  fetch(`${checkout.url}/embedded/${clientSecret}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ card }),
  });

const view = async (id: string) =>
  bodyOf<SubmissionView>(
    await getSubmission(customer.request("GET", `/api/submissions/${id}`), params({ id })),
  );

const orderOf = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.submissionId, id)))[0]!;

const redemptionsFor = async (id: string) =>
  (
    await db()
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.submissionId, id))
  )[0]!.n;

/** A notice as the processor sends it, signed unless told otherwise. */
function notice(type: string, session: Record<string, unknown>, eventId = `evt_${randomUUID()}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: "checkout.session", ...session } },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { payload, signature };
}

const send = (payload: string, signature: string) =>
  webhook(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: payload,
    }),
  );

beforeAll(async () => {
  await startAuth();
  mailbox = await startDevMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  checkout = await startDevCheckout({ secretKey, webhookSecret, webhookUrl: await startBridge() });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: checkout.url,
    STRIPE_JS_URL: checkout.scriptUrl,
  });
  customer = await signedInCustomer();
  // Every payment's invoice is made out to them: no card checkout starts without them.
  await saveBillingDetails({ id: customer.id } as SignedInUser, COMPANY_BILLING);
  admin = await signedInCustomer({ admin: true });
  await startWorkers({ screenplay: false });
});

afterAll(async () => {
  await stopJobQueue();
  await mailbox.close();
  await checkout.close();
  await closeHttpServer(bridge);
  await stopAuth();
});

describe("card checkout", () => {
  it("needs the terms accepted, then opens an embedded checkout, resumably", async () => {
    const id = await draftWithVoucher(50);
    const refused = await checkoutOf(id, {});
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toEqual({
      message: "Accept the terms of service to place the order.",
      field: "acceptTerms",
    });

    const opened = await embeddedOf(id);
    expect(opened).toEqual({
      clientSecret: expect.stringMatching(/^cs_test_\w+_secret_\w+$/),
      publishableKey,
      scriptUrl: `${checkout.url}/stripe.js`,
    });
    const pending = await view(id);
    expect(pending.status).toBe("awaiting_payment");
    expect(pending.order).toMatchObject({ status: "pending", method: "card", total: 22_500 });
    const session = await stripe().checkout.sessions.retrieve(
      (await orderOf(id)).checkoutSessionId!,
    );
    expect(session).toMatchObject({
      ui_mode: "embedded_page",
      amount_total: 22_500,
      return_url: expect.stringMatching(
        new RegExp(`/return/${id}\\?session_id=\\{CHECKOUT_SESSION_ID\\}$`),
      ),
    });
    // Leaving the page and paying again reopens the same checkout.
    expect((await embeddedOf(id)).clientSecret).toBe(opened.clientSecret);
  });

  it("is paid when the card form's Pay button sends its signed notice; a declined card is not", async () => {
    const id = await draftWithVoucher(20);
    const { clientSecret } = await embeddedOf(id);
    const declined = await payOnForm(clientSecret, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect((await view(id)).order?.status).toBe("pending");

    const paid = await payOnForm(clientSecret, "4242 4242 4242 4242");
    expect(paid.status).toBe(200);
    expect((await bodyOf<{ return_url: string }>(paid)).return_url).toMatch(
      new RegExp(`/return/${id}\\?session_id=cs_test_\\w+$`),
    );
    const done = await view(id);
    expect(done.status).toBe("paid");
    expect(done.order).toMatchObject({ status: "paid", total: 36_000, discount: 9_000 });
    expect(done.due_date).toEqual(expect.any(String));
    expect(await redemptionsFor(id)).toBe(1);
    // A completed checkout cannot be expired, as Stripe refuses it.
    await expect(
      stripe().checkout.sessions.expire((await orderOf(id)).checkoutSessionId!),
    ).rejects.toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError" });
  });

  it("goes back to draft, its voucher use released, when the checkout expires", async () => {
    const id = await draftWithVoucher(10);
    await checkoutOf(id);
    const expired = await fetch(
      `${checkout.url}/v1/checkout/sessions/${(await orderOf(id)).checkoutSessionId}/expire`,
      { method: "POST", headers: { authorization: `Bearer ${secretKey}` } },
    );
    expect(expired.status).toBe(200);
    const lapsed = await view(id);
    expect(lapsed.status).toBe("draft");
    expect(lapsed.order?.status).toBe("expired");
    expect(lapsed.voucher?.applies).toBe(true);
  });

  it("is refused with a sentence, and no order placed, before billing details are given", async () => {
    const newcomer = await signedInCustomer();
    const response = await startNew(newcomer.request("GET", "/api/submissions/new"));
    const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
    await storedScriptFile(id, HARBOUR_LIGHT);
    const refused = await startCheckout(
      newcomer.request("POST", `/api/submissions/${id}/checkout`, { json: { acceptTerms: true } }),
      params({ id }),
    );
    expect(refused.status).toBe(422);
    expect((await bodyOf<{ message: string }>(refused)).message).toBe(
      "Add your billing details (name, address and country) before paying: your invoice is made out to them.",
    );
    expect(await db().select().from(orders).where(eq(orders.submissionId, id))).toEqual([]);
  });
});

describe("the payment webhook", () => {
  it("refuses a tampered notice with 400 and changes nothing", async () => {
    const id = await draftWithVoucher(50);
    await checkoutOf(id);
    const order = await orderOf(id);
    const { payload, signature } = notice("checkout.session.completed", {
      id: order.checkoutSessionId,
      client_reference_id: order.id,
      payment_status: "paid",
      payment_intent: "pi_forged",
    });
    const tampered = payload.replace('"paid"', '"paid" ');
    const answer = await send(tampered, signature);
    expect(answer.status).toBe(400);
    expect((await send(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await orderOf(id)).status).toBe("pending");
    expect((await view(id)).status).toBe("awaiting_payment");
  });

  it("pays once however often and in whatever order the notices come", async () => {
    const id = await draftWithVoucher(50);
    await checkoutOf(id);
    const order = await orderOf(id);
    const session = {
      id: order.checkoutSessionId,
      client_reference_id: order.id,
      payment_status: "paid",
      payment_intent: "pi_once",
      amount_total: order.total,
      currency: "usd",
    };
    // The expiry notice late, after the payment; the payment twice, and once more under a new id.
    const completed = notice("checkout.session.completed", session);
    expect(await bodyOf(await send(completed.payload, completed.signature))).toEqual({
      received: true,
    });
    expect(await bodyOf(await send(completed.payload, completed.signature))).toEqual({
      received: true,
      duplicate: true,
    });
    const again = notice("checkout.session.completed", session);
    expect((await send(again.payload, again.signature)).status).toBe(200);
    const late = notice("checkout.session.expired", { ...session, payment_status: "unpaid" });
    expect((await send(late.payload, late.signature)).status).toBe(200);

    expect(await orderOf(id)).toMatchObject({ status: "paid", paymentReference: "pi_once" });
    expect((await view(id)).status).toBe("paid");
    expect(await redemptionsFor(id)).toBe(1);
    // One invoice, for what the order took, however often the notice came.
    const invoices = await db()
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.orderId, order.id));
    expect(invoices).toMatchObject([
      { kind: "invoice", total: order.total, method: "card", reference: "pi_once" },
    ]);
  });

  it("accepts notices about checkouts it never made, and other events, without acting", async () => {
    const unknown = notice("checkout.session.completed", {
      id: "cs_test_unknown",
      client_reference_id: randomUUID(),
      payment_status: "paid",
    });
    expect((await send(unknown.payload, unknown.signature)).status).toBe(200);
    const other = notice("customer.created", { id: "cus_1" });
    expect((await send(other.payload, other.signature)).status).toBe(200);
  });
});

/** Waits, generously, until `check` holds (background jobs on a busy machine). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never happened: ${what}`);
}

const refundEventsOf = (id: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.submissionId, id), eq(auditEvents.action, "payment-to-refund")));

const mailsTo = (email: string) =>
  mailbox.messages().filter((mail) => mail.to.includes(email.toLowerCase()));

describe("an order that ended", () => {
  it("has its checkout expired at the processor, so the old card form can no longer pay", async () => {
    const id = await draftWithVoucher(50);
    const { clientSecret } = await embeddedOf(id);
    const sessionId = (await orderOf(id)).checkoutSessionId!;
    const given = await giveUpCheckout(
      customer.request("DELETE", `/api/submissions/${id}/checkout`),
      params({ id }),
    );
    expect(given.status).toBe(204);
    expect(await orderOf(id)).toMatchObject({ status: "cancelled" });
    await eventually(
      async () => (await stripe().checkout.sessions.retrieve(sessionId)).status === "expired",
      "the given-up checkout expired at the processor",
    );
    const late = await payOnForm(clientSecret, "4242 4242 4242 4242");
    expect(late.status).toBe(409);
    expect(await orderOf(id)).toMatchObject({ status: "cancelled" });
    expect((await view(id)).status).toBe("draft");
    // Expiring it again is refused by the processor, as Stripe refuses a session that is not open.
    await expect(stripe().checkout.sessions.expire(sessionId)).rejects.toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
    });
  });

  it("raises a payment that still lands on it to the admins as one to refund, once", async () => {
    const id = await draftWithVoucher(50);
    await checkoutOf(id);
    const order = await orderOf(id);
    await giveUpCheckout(
      customer.request("DELETE", `/api/submissions/${id}/checkout`),
      params({ id }),
    );
    // The customer paid on the old form just before it was expired.
    const session = {
      id: order.checkoutSessionId,
      client_reference_id: order.id,
      payment_status: "paid",
      payment_intent: "pi_late",
      amount_total: order.total,
      currency: "usd",
    };
    const completed = notice("checkout.session.completed", session);
    const answer = await send(completed.payload, completed.signature);
    expect(answer.status).toBe(200);
    expect(await bodyOf(answer)).toEqual({ received: true });
    const again = notice("checkout.session.completed", session);
    expect((await send(again.payload, again.signature)).status).toBe(200);

    expect(await orderOf(id)).toMatchObject({ status: "cancelled", paidAt: null });
    expect((await view(id)).status).toBe("draft");
    const raised = await refundEventsOf(id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      actor: "system",
      detail: expect.objectContaining({
        session: order.checkoutSessionId,
        payment: "pi_late",
        amount: order.total,
        currency: "USD",
      }),
    });
    // Beside the admin's own sign-up e-mail.
    const refunds = () => mailsTo(admin.email).filter((mail) => mail.subject.includes("refund"));
    await eventually(async () => refunds().length > 0, "the admins' e-mail");
    const [mail] = refunds();
    expect(mail!.text).toContain("pi_late");
    expect(mail!.text).toContain("$225.00");
  });
});

describe("a payment notice that does not match its order", () => {
  it("is raised, not paid, when the submission ended while its checkout was open", async () => {
    const id = await draftWithVoucher(50);
    await checkoutOf(id);
    const order = await orderOf(id);
    // As an admin's cancel of a revision leaves it: the order pending, the submission ended.
    await db().update(submissions).set({ status: "cancelled" }).where(eq(submissions.id, id));
    const completed = notice("checkout.session.completed", {
      id: order.checkoutSessionId,
      client_reference_id: order.id,
      payment_status: "paid",
      payment_intent: "pi_after_cancel",
      amount_total: order.total,
      currency: "usd",
    });
    expect((await send(completed.payload, completed.signature)).status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ status: "pending", paidAt: null });
    expect(await refundEventsOf(id)).toMatchObject([
      { detail: expect.objectContaining({ payment: "pi_after_cancel" }) },
    ]);
  });

  it.each([
    ["another amount", { amount_total: 100 }],
    ["another currency", { currency: "eur" }],
    ["another checkout session", { id: "cs_test_not_this_orders" }],
  ])("is recorded and raised, not paid: %s", async (_, change) => {
    const id = await draftWithVoucher(50);
    await checkoutOf(id);
    const order = await orderOf(id);
    const forged = notice("checkout.session.completed", {
      id: order.checkoutSessionId,
      client_reference_id: order.id,
      payment_status: "paid",
      payment_intent: `pi_${randomUUID()}`,
      amount_total: order.total,
      currency: "usd",
      ...change,
    });
    expect((await send(forged.payload, forged.signature)).status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ status: "pending", paidAt: null });
    expect((await view(id)).status).toBe("awaiting_payment");
    expect(await refundEventsOf(id)).toHaveLength(1);
  });
});
