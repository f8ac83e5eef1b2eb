import http from "node:http";

import Stripe from "stripe";

import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";

import { startDevCheckout, type DevCheckout } from "./server";

const secretKey = "sk_test_refunds_stand_in";
let checkout: DevCheckout;
let webhooks: http.Server;
let sdk: Stripe;

beforeAll(async () => {
  // Takes the stand-in's webhooks; nothing here is about them.
  webhooks = http.createServer((_request, response) => response.writeHead(200).end("{}"));
  const address = await listenOn(webhooks, "127.0.0.1", 0);
  checkout = await startDevCheckout({
    secretKey,
    webhookSecret: "whsec_stand_in",
    webhookUrl: `http://${urlHost(address)}:${address.port}/`,
  });
  const api = new URL(checkout.url);
  sdk = new Stripe(secretKey, {
    host: api.hostname,
    port: Number(api.port),
    protocol: "http",
    telemetry: false,
  });
});

afterAll(async () => {
  await checkout.close();
  await closeHttpServer(webhooks);
});

/** A checkout of `amount` cents paid on the stand-in's card form: its payment intent. */
async function paidIntent(amount: number): Promise<string> {
  const session = await sdk.checkout.sessions.create({
    ui_mode: "embedded_page",
    return_url: "http://localhost/return?session_id={CHECKOUT_SESSION_ID}",
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "usd", unit_amount: amount, product_data: { name: "Order" } },
      },
    ],
  });
  const paid = await fetch(`${checkout.url}/embedded/${session.client_secret}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ card: "4242 4242 4242 4242" }),
  });
  expect(paid.status).toBe(200);
  const { payment_intent: intent } = await sdk.checkout.sessions.retrieve(session.id);
  return intent as string;
}

const chargeOf = async (intent: string) =>
  (await sdk.paymentIntents.retrieve(intent, { expand: ["latest_charge"] }))
    .latest_charge as Stripe.Charge;

describe("the stand-in's Refunds API", () => {
  it("refunds part and then the rest of a payment, which shows what was given back", async () => {
    const intent = await paidIntent(45_000);
    const part = await sdk.refunds.create({
      payment_intent: intent,
      amount: 15_000,
      reason: "requested_by_customer",
      metadata: { order: "NCS-000101" },
    });
    expect(part).toMatchObject({
      id: expect.stringMatching(/^re_test_\w+$/),
      object: "refund",
      amount: 15_000,
      currency: "usd",
      payment_intent: intent,
      reason: "requested_by_customer",
      metadata: { order: "NCS-000101" },
      status: "succeeded",
    });
    expect(await chargeOf(intent)).toMatchObject({ amount_refunded: 15_000, refunded: false });
    expect(await sdk.refunds.retrieve(part.id)).toEqual(part);

    // Without an amount, what is left.
    const rest = await sdk.refunds.create({ payment_intent: intent });
    expect(rest.amount).toBe(30_000);
    const charge = await chargeOf(intent);
    expect(charge).toMatchObject({ amount: 45_000, amount_refunded: 45_000, refunded: true });
    expect(await sdk.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 45_000 });
    const listed = await sdk.refunds.list({ payment_intent: intent });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, part.id]);
  });

  it("refuses more than is left, and a payment refunded in full, with Stripe's codes", async () => {
    const intent = await paidIntent(10_000);
    await expect(
      sdk.refunds.create({ payment_intent: intent, amount: 10_001 }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "amount_too_large",
      param: "amount",
      message: "Refund amount ($100.01) is greater than unrefunded amount on charge ($100.00)",
    });
    await sdk.refunds.create({ payment_intent: intent, amount: 10_000 });
    await expect(sdk.refunds.create({ payment_intent: intent, amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
      code: "charge_already_refunded",
      message: expect.stringMatching(/^Charge ch_test_\w+ has already been refunded\.$/),
    });
    expect((await chargeOf(intent)).amount_refunded).toBe(10_000);
    await expect(
      sdk.refunds.create({ payment_intent: "pi_test_nope", amount: 1 }),
    ).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    await expect(sdk.refunds.retrieve("re_test_nope")).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("answers a repeated Idempotency-Key with the first refund, and refunds once", async () => {
    const intent = await paidIntent(20_000);
    const params = { payment_intent: intent, amount: 5_000 };
    const first = await sdk.refunds.create(params, { idempotencyKey: "order-1-refunded-0" });
    const again = await sdk.refunds.create(params, { idempotencyKey: "order-1-refunded-0" });
    expect(again.id).toBe(first.id);
    expect((await sdk.refunds.list({ payment_intent: intent })).data).toHaveLength(1);
    expect((await chargeOf(intent)).amount_refunded).toBe(5_000);
    // The same key with other parameters is refused, as Stripe does.
    await expect(
      sdk.refunds.create({ ...params, amount: 6_000 }, { idempotencyKey: "order-1-refunded-0" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
  });

  it("answers only with the secret key", async () => {
    const stranger = new Stripe("sk_test_someone_else", {
      host: new URL(checkout.url).hostname,
      port: Number(new URL(checkout.url).port),
      protocol: "http",
    });
    await expect(stranger.refunds.list()).rejects.toMatchObject({ statusCode: 401 });
  });
});
