/**
 * A stand-in for the card processor's API and hosted checkout page, for development and tests
 * only (the launcher starts it when STRIPE_SECRET_KEY is unset, never in production). It answers
 * the two endpoints the app calls, and its checkout page's buttons send the webhooks the real
 * service would, signed with the `stripe` SDK's own test-header helper.
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";

import Stripe from "stripe";

import { escapeHtml } from "@/lib/html/escape";
import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";

export type DevCheckoutOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where its webhooks go: the app's /api/stripe/webhook. */
  webhookUrl: string;
  port?: number;
};

export type DevCheckout = { url: string; close(): Promise<void> };

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
  success_url: string;
  cancel_url: string;
  url: string;
  /** What the page shows: the first line item's name. */
  description: string;
  created: number;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export async function startDevCheckout(options: DevCheckoutOptions): Promise<DevCheckout> {
  const sessions = new Map<string, Session>();
  const signer = new Stripe(options.secretKey);
  let base = "";

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return apiError(response, 401, "Invalid API Key provided.");
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const form = new URLSearchParams(await bodyOf(request));
      const session = newSession(form, base);
      sessions.set(session.id, session);
      return json(response, 200, session);
    }
    const found = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    const session = found && sessions.get(found[1]!);
    if (request.method === "GET" && session) return json(response, 200, session);
    return apiError(response, 404, `No such checkout.session: '${found?.[1] ?? path}'`);
  };

  const page = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const [, sessionId, action] = /^\/pay\/([\w-]+)(?:\/(pay|cancel|expire))?$/.exec(path) ?? [];
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (!session) return html(response, 404, "<p>This checkout does not exist.</p>");
    if (request.method === "GET" && !action) return html(response, 200, checkoutPage(session));
    if (request.method !== "POST") return html(response, 405, "<p>Method not allowed.</p>");
    if (action === "cancel") return redirect(response, session.cancel_url);
    if (action === "expire") {
      session.status = "expired";
      await sendEvent("checkout.session.expired", session);
      return redirect(response, session.cancel_url);
    }
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = id("pi");
    await sendEvent("checkout.session.completed", session);
    return redirect(response, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
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
    if (!answer.ok) console.error(`[dev checkout] webhook ${type} answered ${answer.status}`);
  };

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const handle = path.startsWith("/v1/") ? api : page;
    handle(request, response, path).catch((error: unknown) => {
      console.error("[dev checkout]", error);
      if (!response.headersSent) apiError(response, 500, "The development checkout failed.");
    });
  });
  const address = await listenOn(server, "127.0.0.1", options.port ?? 0);
  base = `http://${urlHost(address)}:${address.port}`;
  return { url: base, close: () => closeHttpServer(server) };
}

function newSession(form: URLSearchParams, base: string): Session {
  const sessionId = id("cs");
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
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
    success_url: form.get("success_url") ?? "",
    cancel_url: form.get("cancel_url") ?? "",
    url: `${base}/pay/${sessionId}`,
    description: form.get("line_items[0][price_data][product_data][name]") ?? "Order",
    created: Math.floor(Date.now() / 1000),
  };
}

function checkoutPage(session: Session): string {
  const amount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: session.currency.toUpperCase(),
  }).format(session.amount_total / 100);
  const button = (action: string, label: string, style: string) =>
    `<form method="post" action="/pay/${session.id}/${action}"><button type="submit" style="${style}">${label}</button></form>`;
  const closed = session.status !== "open";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title><link rel="icon" href="data:,"></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e">
<p style="color:#868e96;font-size:.85rem">Development card checkout: no card is charged.</p>
<h1 style="font-size:1.4rem">${escapeHtml(session.description)}</h1>
<p style="font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem">${escapeHtml(amount)}</p>
${session.customer_email ? `<p>Receipt to ${escapeHtml(session.customer_email)}</p>` : ""}
${
  closed
    ? `<p>This checkout is ${session.status}.</p>`
    : `<div style="display:flex;gap:.75rem">${button("pay", `Pay ${escapeHtml(amount)}`, "background:#1c3f7a;color:#fff;border:0;border-radius:6px;padding:.7rem 1.4rem;font-size:1rem;cursor:pointer")}${button("cancel", "Cancel", "background:#fff;border:1px solid #ced4da;border-radius:6px;padding:.7rem 1.4rem;font-size:1rem;cursor:pointer")}</div>`
}
</body></html>`;
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
  json(response, status, { error: { type: "invalid_request_error", message } });
}

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location }).end();
}
