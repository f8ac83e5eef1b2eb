/**
 * A stand-in for the card processor's API and embedded checkout, for development and tests only
 * (the launcher starts it when STRIPE_SECRET_KEY is unset, never in production). It answers the
 * API calls the app makes, serves a Stripe.js and the card form it mounts (`./browser.ts`), and
 * sends the webhooks the real service would, signed with the `stripe` SDK's own test-header
 * helper.
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";

import Stripe from "stripe";

import { log } from "@/lib/log";
import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";

import { cardProblem, embeddedForm, standInStripeJs } from "./browser";
import {
  apiErrorBody,
  metadataOf,
  standInId as id,
  standInPayments,
  type Answer,
} from "./payments";

export type DevCheckoutOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where its webhooks go: the app's /api/stripe/webhook. */
  webhookUrl: string;
  port?: number;
};

export type DevCheckout = {
  url: string;
  /** Its Stripe.js, for the browser (STRIPE_JS_URL). */
  scriptUrl: string;
  close(): Promise<void>;
};

type Session = {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  ui_mode: "embedded_page";
  client_secret: string;
  return_url: string;
  /** What the form shows: the first line item's name. */
  description: string;
  created: number;
};

export async function startDevCheckout(options: DevCheckoutOptions): Promise<DevCheckout> {
  const sessions = new Map<string, Session>();
  const payments = standInPayments();
  const signer = new Stripe(options.secretKey);
  let base = "";

  const api = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname;
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return apiError(response, 401, "Invalid API Key provided.");
    }
    const paymentAnswer = await answerAboutPayments(request, url);
    if (paymentAnswer) return json(response, paymentAnswer.status, paymentAnswer.body);
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const form = new URLSearchParams(await bodyOf(request));
      if (form.get("ui_mode") !== "embedded_page" || !form.get("return_url")) {
        return apiError(
          response,
          400,
          "The stand-in makes embedded checkouts only, with a return_url.",
        );
      }
      const session = newSession(form);
      sessions.set(session.id, session);
      return json(response, 200, session);
    }
    const [, sessionId, expire] =
      /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path) ?? [];
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (!session)
      return apiError(response, 404, `No such checkout.session: '${sessionId ?? path}'`);
    if (request.method === "GET" && !expire) return json(response, 200, session);
    if (request.method === "POST" && expire) {
      // As Stripe: only an open session can be expired, and expiring it sends the notice.
      if (session.status !== "open") {
        return apiError(
          response,
          400,
          `Only a Checkout Session that is open can be expired; '${session.id}' is ${session.status}.`,
        );
      }
      session.status = "expired";
      await sendEvent("checkout.session.expired", session);
      return json(response, 200, session);
    }
    return apiError(
      response,
      400,
      `This request does not apply to checkout.session '${session.id}'.`,
    );
  };

  /** The Refunds API, and the payment intents and charges a paid checkout leaves. */
  const answerAboutPayments = async (
    request: IncomingMessage,
    url: URL,
  ): Promise<Answer | undefined> => {
    const [, resource, objectId] =
      /^\/v1\/(refunds|payment_intents|charges)(?:\/([\w-]+))?$/.exec(url.pathname) ?? [];
    if (!resource) return undefined;
    if (resource === "refunds" && request.method === "POST" && !objectId) {
      const key = request.headers["idempotency-key"];
      return payments.createRefund(
        await bodyOf(request),
        typeof key === "string" ? key : undefined,
      );
    }
    if (request.method !== "GET") return undefined;
    if (resource === "refunds") {
      return objectId ? payments.refund(objectId) : payments.listRefunds(url.searchParams);
    }
    if (!objectId) return undefined;
    return resource === "charges"
      ? payments.charge(objectId)
      : payments.paymentIntent(objectId, url.searchParams);
  };

  /** The browser side: the script, and the card form it mounts. */
  const browser = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname;
    if (request.method === "GET" && path === "/stripe.js") {
      return response
        .writeHead(200, { "content-type": "text/javascript; charset=utf-8" })
        .end(standInStripeJs(base));
    }
    const [, secret, pay] = /^\/embedded\/([\w-]+)(\/pay)?$/.exec(path) ?? [];
    const session = [...sessions.values()].find((each) => each.client_secret === secret);
    if (!session) return html(response, 404, "<p>This checkout does not exist.</p>");
    if (request.method === "GET" && !pay) {
      return html(response, 200, embeddedForm(session));
    }
    if (request.method !== "POST" || !pay) return html(response, 405, "<p>Method not allowed.</p>");
    if (session.status !== "open") {
      return apiError(response, 409, `This checkout is ${session.status}.`);
    }
    const { card } = JSON.parse((await bodyOf(request)) || "{}") as { card?: unknown };
    const problem = cardProblem(card);
    if (problem) return json(response, 402, { error: { type: "card_error", message: problem } });
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = payments.recordPayment(session.amount_total, session.currency);
    await sendEvent("checkout.session.completed", session);
    return json(response, 200, {
      return_url: session.return_url.replace("{CHECKOUT_SESSION_ID}", session.id),
    });
  };

  const sendEvent = async (type: string, session: Session) => {
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    const answer = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    if (!answer.ok)
      log.error(
        { part: "dev checkout", type, status: answer.status },
        "the webhook refused a notice",
      );
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const handle = url.pathname.startsWith("/v1/") ? api : browser;
    handle(request, response, url).catch((error: unknown) => {
      log.error({ part: "dev checkout", err: error }, "the development checkout failed");
      if (!response.headersSent) apiError(response, 500, "The development checkout failed.");
    });
  });
  const address = await listenOn(server, "127.0.0.1", options.port ?? 0);
  base = `http://${urlHost(address)}:${address.port}`;
  return { url: base, scriptUrl: `${base}/stripe.js`, close: () => closeHttpServer(server) };
}

/** An embedded checkout session, the only kind the app makes. */
function newSession(form: URLSearchParams): Session {
  const sessionId = id("cs");
  const metadata = metadataOf(form);
  const quantity = Number(form.get("line_items[0][quantity]") ?? 1);
  return {
    id: sessionId,
    object: "checkout.session",
    status: "open",
    payment_status: "unpaid",
    amount_total: Number(form.get("line_items[0][price_data][unit_amount]") ?? 0) * quantity,
    currency: form.get("line_items[0][price_data][currency]") ?? "usd",
    client_reference_id: form.get("client_reference_id"),
    customer_email: form.get("customer_email"),
    metadata,
    payment_intent: null,
    ui_mode: "embedded_page",
    client_secret: `${sessionId}_secret_${randomBytes(12).toString("hex")}`,
    return_url: form.get("return_url") ?? "",
    description: form.get("line_items[0][price_data][product_data][name]") ?? "Order",
    created: Math.floor(Date.now() / 1000),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function apiError(response: ServerResponse, status: number, message: string) {
  json(response, status, apiErrorBody(message));
}

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
}
