import Stripe from "stripe";

import { paymentsEnv } from "@/lib/env";

let client: { key: string; stripe: Stripe } | undefined;

/** The card processor's SDK, from the environment (the development stand-in when so pointed). */
export function stripe(): Stripe {
  const env = paymentsEnv();
  if (client?.key !== env.STRIPE_SECRET_KEY) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
    client = {
      key: env.STRIPE_SECRET_KEY,
      stripe: new Stripe(env.STRIPE_SECRET_KEY, {
        telemetry: false,
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(base && {
          host: base.hostname,
          port: Number(base.port) || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }),
      }),
    };
  }
  return client.stripe;
}
