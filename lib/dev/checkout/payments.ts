/**
 * The stand-in's payments and refunds: what a paid checkout leaves at the processor (a payment
 * intent and its charge) and the Refunds API we call (`POST /v1/refunds`, `GET /v1/refunds/{id}`,
 * `GET /v1/refunds?payment_intent=`), with Stripe's shapes, error codes and idempotency: a
 * request repeated with its Idempotency-Key answers what the first did and refunds nothing more.
 */
import { randomBytes } from "node:crypto";

export type Answer = { status: number; body: unknown };

type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "succeeded";
  latest_charge: string;
  metadata: Record<string, string>;
  created: number;
};

type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  paid: true;
  payment_intent: string;
  status: "succeeded";
  created: number;
};

type Refund = {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  status: "succeeded";
};

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

export const standInId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

const now = () => Math.floor(Date.now() / 1000);

export const apiErrorBody = (
  message: string,
  extra: { code?: string; param?: string; type?: string } = {},
) => ({
  error: {
    type: extra.type ?? "invalid_request_error",
    message,
    ...(extra.code && {
      code: extra.code,
      doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll("_", "-")}`,
    }),
    ...(extra.param && { param: extra.param }),
  },
});

const refusal = (status: number, ...args: Parameters<typeof apiErrorBody>): Answer => ({
  status,
  body: apiErrorBody(...args),
});

const dollars = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount / 100);

/** Form fields `metadata[key]=value` as Stripe's SDK sends them. */
export function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

export function standInPayments() {
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  /** Idempotency-Key → the request it came with and what it was answered. */
  const replies = new Map<string, { request: string; answer: Answer }>();

  /** A paid checkout's payment: its intent and the charge that took the money. */
  function recordPayment(amount: number, currency: string): string {
    const intent = standInId("pi");
    const charge = standInId("ch");
    const created = now();
    intents.set(intent, {
      id: intent,
      object: "payment_intent",
      amount,
      amount_received: amount,
      currency,
      status: "succeeded",
      latest_charge: charge,
      metadata: {},
      created,
    });
    charges.set(charge, {
      id: charge,
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      currency,
      paid: true,
      payment_intent: intent,
      status: "succeeded",
      created,
    });
    return intent;
  }

  function newRefund(form: URLSearchParams): Answer {
    const intent = intents.get(form.get("payment_intent") ?? "");
    if (!intent) {
      return refusal(
        form.get("payment_intent") ? 404 : 400,
        form.get("payment_intent")
          ? `No such payment_intent: '${form.get("payment_intent")}'`
          : "The stand-in refunds a payment_intent; none was given.",
        { code: "resource_missing", param: "payment_intent" },
      );
    }
    const charge = charges.get(intent.latest_charge)!;
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) {
      return refusal(400, `Charge ${charge.id} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const asked = form.get("amount");
    const amount = asked === null ? left : Number(asked);
    if (!Number.isInteger(amount) || amount < 1) {
      return refusal(400, "Invalid positive integer", {
        code: "parameter_invalid_integer",
        param: "amount",
      });
    }
    if (amount > left) {
      return refusal(
        400,
        `Refund amount (${dollars(amount, charge.currency)}) is greater than unrefunded amount on charge (${dollars(left, charge.currency)})`,
        { code: "amount_too_large", param: "amount" },
      );
    }
    const reason = form.get("reason");
    if (reason !== null && !REASONS.includes(reason)) {
      return refusal(400, `Invalid reason: must be one of ${REASONS.join(", ")}`, {
        param: "reason",
      });
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Refund = {
      id: standInId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: metadataOf(form),
      payment_intent: intent.id,
      reason,
      receipt_number: null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  return {
    recordPayment,

    /** POST /v1/refunds, answered once per Idempotency-Key as Stripe does. */
    createRefund(body: string, idempotencyKey: string | undefined): Answer {
      const form = new URLSearchParams(body);
      if (!idempotencyKey) return newRefund(form);
      const earlier = replies.get(idempotencyKey);
      if (earlier && earlier.request !== body) {
        return refusal(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          { type: "idempotency_error" },
        );
      }
      if (earlier) return earlier.answer;
      const answer = newRefund(form);
      // As Stripe: a request refused before it ran keeps nothing, so it may be retried as it was.
      if (answer.status === 200) replies.set(idempotencyKey, { request: body, answer });
      return answer;
    },

    /** GET /v1/refunds/{id}. */
    refund(id: string): Answer {
      const refund = refunds.get(id);
      return refund
        ? { status: 200, body: refund }
        : refusal(404, `No such refund: '${id}'`, { code: "resource_missing", param: "id" });
    },

    /** GET /v1/refunds, newest first, optionally of one payment intent. */
    listRefunds(query: URLSearchParams): Answer {
      const intent = query.get("payment_intent");
      const data = [...refunds.values()]
        .filter((refund) => !intent || refund.payment_intent === intent)
        .reverse();
      return {
        status: 200,
        body: { object: "list", url: "/v1/refunds", has_more: false, data },
      };
    },

    /** GET /v1/payment_intents/{id}, its latest charge expanded when asked. */
    paymentIntent(id: string, query: URLSearchParams): Answer {
      const intent = intents.get(id);
      if (!intent) {
        return refusal(404, `No such payment_intent: '${id}'`, { code: "resource_missing" });
      }
      const expand = [...query].some(
        ([key, value]) => key.startsWith("expand") && value === "latest_charge",
      );
      return {
        status: 200,
        body: expand ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent,
      };
    },

    /** GET /v1/charges/{id}: what was taken and how much of it was given back. */
    charge(id: string): Answer {
      const charge = charges.get(id);
      return charge
        ? { status: 200, body: charge }
        : refusal(404, `No such charge: '${id}'`, { code: "resource_missing" });
    },
  };
}
