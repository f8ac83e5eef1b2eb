import { randomBytes } from "node:crypto";
import path from "node:path";

import { appOriginOf, isProduction, type LauncherEnv } from "@/lib/env";
import { pickPort } from "@/lib/net/ports";
import { startAuthCore } from "@/lib/platform/auth-core";
import { authCoreConfigFromEnv } from "@/lib/platform/auth-core/config";
import { startEmbeddedDatabase } from "@/lib/platform/postgres/embedded-server";

/** Something the launcher brings up before Next.js because the environment does not provide it. */
export type Service = {
  name: string;
  /** Starts the service, given the variables of the services before it and the launcher's log. */
  start(appEnv: NodeJS.ProcessEnv, say: (line: string) => void): Promise<RunningService>;
};

export type RunningService = {
  env: Record<string, string>;
  describe: string;
  stop(): Promise<void>;
  /** Rejects when the service has failed for good while running; the launcher then exits. */
  failed?: Promise<never>;
};

export const EMBEDDED_DATABASE_NAME = "no_conflict_script";

/**
 * What this environment lacks, in start order; each joins only when its variable is unset.
 * The development stand-ins (lib/dev/) are imported only when they start: their packages are
 * devDependencies, absent from a production install.
 */
export function servicesFor(env: LauncherEnv): Service[] {
  const services: Service[] = [];
  if (!env.DATABASE_URL) services.push(embeddedDatabase(env));
  if (!env.SUPERTOKENS_CONNECTION_URI) services.push(embeddedAuthCore());
  // A real deployment (APP_ENV=production) gets none of the development stand-ins.
  if (isProduction(env)) return services;
  if (!env.GOOGLE_CLIENT_ID) services.push(developmentGoogle(env));
  if (!env.SMTP_URL) services.push(developmentMailbox(env));
  if (!env.STRIPE_SECRET_KEY) services.push(developmentCheckout(env));
  return services;
}

/** The app's public origin: APP_URL, or where the launcher serves it. */
function embeddedDatabase(env: LauncherEnv): Service {
  return {
    name: "embedded PostgreSQL",
    async start(_appEnv, say) {
      const database = await startEmbeddedDatabase({
        dataDir: env.DATA_DIR,
        port: env.EMBEDDED_POSTGRES_PORT,
        database: EMBEDDED_DATABASE_NAME,
      });
      const opened = database.opened.map((dir) => ` (gave 'postgres' search permission on ${dir})`);
      return {
        env: { DATABASE_URL: database.url },
        describe: `embedded PostgreSQL on localhost:${database.port}, data in ${env.DATA_DIR}/postgres${opened.join("")}`,
        stop: database.stop,
        failed: database.keepAlive(say),
      };
    },
  };
}

/** The embedded auth core on loopback, with an API key made for this run unless one is set. */
function embeddedAuthCore(): Service {
  return {
    name: "embedded auth core",
    async start(appEnv) {
      const apiKey = appEnv.AUTH_CORE_API_KEY || randomBytes(24).toString("hex");
      const config = authCoreConfigFromEnv({
        ...appEnv,
        AUTH_CORE_API_KEY: apiKey,
        AUTH_CORE_PORT: String(await pickPort(Number(appEnv.AUTH_CORE_PORT ?? 3567))),
      });
      const core = await startAuthCore(config);
      return {
        env: { SUPERTOKENS_CONNECTION_URI: core.url, SUPERTOKENS_API_KEY: apiKey.split(",")[0]! },
        describe: `embedded auth core (CDI 5.4) on ${core.url}`,
        stop: core.close,
      };
    },
  };
}

/**
 * Without Google credentials, a local stand-in for Google's sign-in (local use only): the app's
 * Google button then signs in whoever types an email on its page, as any address, admins too.
 */
function developmentGoogle(env: LauncherEnv): Service {
  return {
    name: "development Google sign-in",
    async start() {
      const clientId = "ncs-development.apps.googleusercontent.com";
      const clientSecret = randomBytes(24).toString("hex");
      const { startGoogleOidcProvider } = await import("@/lib/dev/google-oidc/provider");
      const google = await startGoogleOidcProvider({
        clientId,
        clientSecret,
        redirectUris: [new URL("/auth/callback/google", appOriginOf(env)).href],
      });
      return {
        env: {
          GOOGLE_CLIENT_ID: clientId,
          GOOGLE_CLIENT_SECRET: clientSecret,
          GOOGLE_OIDC_DISCOVERY_URL: google.discoveryUrl,
        },
        describe: `development Google sign-in on ${google.issuer} (GOOGLE_CLIENT_ID is unset)`,
        stop: google.close,
      };
    },
  };
}

/** Without SMTP_URL (development and tests only), e-mail goes to a local mailbox to read in a browser. */
function developmentMailbox(env: LauncherEnv): Service {
  return {
    name: "development mailbox",
    async start() {
      const { startDevMailbox } = await import("@/lib/dev/mailbox/mailbox");
      const mailbox = await startDevMailbox({
        storeDir: path.join(env.DATA_DIR, "mailbox"),
        webPort: await pickPort(env.DEV_MAILBOX_PORT),
      });
      return {
        env: { SMTP_URL: mailbox.smtpUrl, DEV_MAILBOX_URL: mailbox.webUrl },
        describe: `development mailbox: the e-mails the app sends are at ${mailbox.webUrl} (SMTP_URL is unset)`,
        stop: mailbox.close,
      };
    },
  };
}

/**
 * Without STRIPE_SECRET_KEY (development and tests only), card payments go to a local stand-in
 * for the processor, whose embedded card form pays without a real card.
 */
function developmentCheckout(env: LauncherEnv): Service {
  return {
    name: "development card checkout",
    async start() {
      const secretKey = `sk_test_dev_${randomBytes(16).toString("hex")}`;
      const webhookSecret = `whsec_dev_${randomBytes(16).toString("hex")}`;
      const { startDevCheckout } = await import("@/lib/dev/checkout/server");
      const checkout = await startDevCheckout({
        secretKey,
        webhookSecret,
        webhookUrl: new URL("/api/stripe/webhook", appOriginOf(env)).href,
        port: await pickPort(env.DEV_CHECKOUT_PORT),
      });
      return {
        env: {
          STRIPE_SECRET_KEY: secretKey,
          // Not pk_test_: @stripe/stripe-js would warn that the stand-in is not its Stripe.js release.
          STRIPE_PUBLISHABLE_KEY: `pk_dev_${randomBytes(16).toString("hex")}`,
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_API_BASE: checkout.url,
          STRIPE_JS_URL: checkout.scriptUrl,
        },
        describe: `development card checkout on ${checkout.url}: no card is charged (STRIPE_SECRET_KEY is unset)`,
        stop: checkout.close,
      };
    },
  };
}
