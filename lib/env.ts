import { z } from "zod";

import { COUNTRIES, isCountryCode } from "@/config/countries";
import { EXAMPLE_SELLER } from "@/config/invoicing";
import { site } from "@/config/site";
import { isAddressOrRange } from "@/lib/net/client-ip";

/**
 * Environment variables, validated with zod. Every rule carries the sentence a person reads
 * when a value is missing or wrong; `EnvError` joins them into one line.
 */

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a port number between 1 and 65535` })
    .int({ error: `${name} must be a whole port number between 1 and 65535` })
    .min(1, { error: `${name} must be a port number between 1 and 65535` })
    .max(65535, { error: `${name} must be a port number between 1 and 65535` });

const postgresUrl = (name: string, whenMissing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? whenMissing : undefined) })
    .trim()
    .refine((value) => /^postgres(ql)?:\/\/./.test(value) && URL.canParse(value), {
      error: `${name} must be a postgres:// URL such as postgres://user:password@host:5432/database`,
    });

const nodeEnv = z
  .enum(["development", "production", "test"], {
    error: "NODE_ENV must be development, production or test",
  })
  .default("development");

/**
 * Whether this is a real deployment, decided by this one setting (the image, docker-compose and
 * the Kubernetes manifests set it). NODE_ENV says only how Next.js runs: `npm start` serves its
 * production build on a developer's machine too. In production, no development stand-in runs
 * and the settings that reach customers (SMTP_URL, SUPPORT_EMAIL, the seller) must be real.
 */
const appEnvironment = z
  .enum(["development", "production"], {
    error: "APP_ENV must be production (a real deployment) or development",
  })
  .default("development");

export const isProduction = (env: { APP_ENV?: string } | Record<string, string | undefined>) =>
  env.APP_ENV === "production";

/** Where customers' replies go (every e-mail's Reply-To) and the address e-mails' footers show. */
const supportEmail = z
  .email({ error: "SUPPORT_EMAIL must be an e-mail address, such as support@example.com" })
  .optional();

const supportEmailEnvSchema = z
  .object({ SUPPORT_EMAIL: supportEmail })
  .transform((env) => env.SUPPORT_EMAIL ?? site.supportEmail);

/** SUPPORT_EMAIL, or the product's own address outside production (where it may be unset). */
export const supportEmailFromEnv = (): string => parseEnv(supportEmailEnvSchema);

const supertokensUri = (whenMissing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? whenMissing : undefined) })
    .refine(
      (value) => value.split(";").every((uri) => /^https?:\/\/./.test(uri) && URL.canParse(uri)),
      {
        error:
          "SUPERTOKENS_CONNECTION_URI must be the URL of a SuperTokens core (several separated by ';'), such as http://localhost:3567",
      },
    );

/**
 * Who reads and analyses uploaded scripts: the web server itself, or a separate worker process
 * (`npm run worker`, which the launcher starts) so that a big script never stalls a request.
 */
const screenplayWorker = z.enum(["web", "separate"], {
  error:
    "SCREENPLAY_WORKER must be web (the web server reads scripts) or separate (a worker process does)",
});

const appUrl = z.url({
  protocol: /^https?$/,
  error: "APP_URL must be the app's public http(s) origin, such as https://app.example.com",
});

/** The app's public origin: APP_URL, or this machine on PORT. */
export const appOriginOf = (env: { PORT: number; APP_URL?: string }) =>
  env.APP_URL ?? `http://localhost:${env.PORT}`;

/** What the launcher (`npm start`, `npm run dev`) reads before it starts anything. */
export const launcherEnvSchema = z.object({
  NODE_ENV: nodeEnv,
  APP_ENV: appEnvironment,
  PORT: port("PORT").default(3000),
  HOST: z.string().trim().default("localhost"),
  DATABASE_URL: postgresUrl("DATABASE_URL", "").optional(),
  DATA_DIR: z.string().trim().default(".data"),
  EMBEDDED_POSTGRES_PORT: port("EMBEDDED_POSTGRES_PORT").default(54320),
  SUPERTOKENS_CONNECTION_URI: supertokensUri("").optional(),
  APP_URL: appUrl.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  SMTP_URL: z.string().optional(),
  DEV_MAILBOX_PORT: port("DEV_MAILBOX_PORT").default(1080),
  STRIPE_SECRET_KEY: z.string().optional(),
  DEV_CHECKOUT_PORT: port("DEV_CHECKOUT_PORT").default(12111),
  // Unset, the launcher starts the worker process; `web` keeps the work in Next.js.
  SCREENPLAY_WORKER: screenplayWorker.optional(),
});
export type LauncherEnv = z.infer<typeof launcherEnvSchema>;

const emailList = z.string().transform((value) =>
  value
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
);

const databaseUrl = postgresUrl(
  "DATABASE_URL",
  "DATABASE_URL is not set; start the app with `npm start` or set it to a postgres:// URL",
);

/** All the database connection needs (health checks, scripts, the app). */
export const databaseEnvSchema = z.object({ DATABASE_URL: databaseUrl });

/**
 * The seller's country as its ISO 3166-1 alpha-2 code, which sets the documents' paper (Letter
 * in the US and Canada, A4 elsewhere); an English country name ("United Kingdom") is read as its
 * code, as deployments set it before it was a code.
 */
const sellerCountry = z
  .string()
  .trim()
  .transform(
    (value) =>
      COUNTRIES.find((country) => country.label.toLowerCase() === value.toLowerCase())?.value ??
      value.toUpperCase(),
  )
  .refine(isCountryCode, {
    error: "SELLER_COUNTRY must be a country's two-letter ISO code, such as US, CA or GB",
  })
  .optional();

/** Who issues the billing documents and where transfers go (product.md §7); see .env.example. */
const sellerFields = {
  SELLER_NAME: z.string().trim().optional(),
  /** Printed lines, separated by ";". */
  SELLER_ADDRESS: z.string().trim().optional(),
  SELLER_COUNTRY: sellerCountry,
  SELLER_TAX_ID: z.string().trim().optional(),
  SELLER_EMAIL: z
    .email({ error: "SELLER_EMAIL must be an e-mail address, such as billing@example.com" })
    .optional(),
  SELLER_BANK_NAME: z.string().trim().optional(),
  SELLER_BANK_ACCOUNT_NAME: z.string().trim().optional(),
  SELLER_BANK_ACCOUNT_NUMBER: z.string().trim().optional(),
  SELLER_BANK_ROUTING: z.string().trim().optional(),
  SELLER_BANK_SWIFT: z.string().trim().optional(),
};

const SELLER_REQUIRED = [
  "SELLER_NAME",
  "SELLER_ADDRESS",
  "SELLER_COUNTRY",
  "SELLER_TAX_ID",
  "SELLER_EMAIL",
  "SELLER_BANK_NAME",
  "SELLER_BANK_ACCOUNT_NUMBER",
] as const;

type SellerInput = { APP_ENV?: string } & Partial<Record<keyof typeof sellerFields, string>>;

/** Whether proformas may print EXAMPLE_SELLER: anywhere but a real deployment (APP_ENV). */
export const sellerPlaceholdersAllowed = (env: SellerInput) => !isProduction(env);

function requireRealSeller(env: SellerInput, context: z.RefinementCtx) {
  if (sellerPlaceholdersAllowed(env)) return;
  // The example country is a real one: a seller there is not a copied placeholder.
  const missing = SELLER_REQUIRED.filter(
    (name) => !env[name] || (name !== "SELLER_COUNTRY" && env[name] === EXAMPLE_SELLER[name]),
  );
  if (missing.length === 0) return;
  context.addIssue({
    code: "custom",
    message: `Proformas need your company's real details in production: set ${missing.join(", ")} (see .env.example)`,
  });
}

/** The seller's details for proformas; a production start without them fails (serverEnvSchema). */
export const sellerEnvSchema = z
  .object({ APP_ENV: appEnvironment, ...sellerFields })
  .superRefine(requireRealSeller);
export type SellerEnv = z.infer<typeof sellerEnvSchema>;

/** What the running web server needs; the launcher fills in what it started itself. */
export const serverEnvSchema = z
  .object({
    NODE_ENV: nodeEnv,
    APP_ENV: appEnvironment,
    PORT: port("PORT").default(3000),
    DATABASE_URL: databaseUrl,
    APP_URL: appUrl.optional(),
    SUPERTOKENS_CONNECTION_URI: supertokensUri(
      "SUPERTOKENS_CONNECTION_URI is not set; start the app with `npm start` (which runs the embedded auth core) or point it at a SuperTokens core",
    ),
    SUPERTOKENS_API_KEY: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_OIDC_DISCOVERY_URL: z
      .url({ error: "GOOGLE_OIDC_DISCOVERY_URL must be a URL" })
      .optional(),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\/./.test(value) && URL.canParse(value), {
        error:
          "SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.com:465",
      })
      .optional(),
    MAIL_FROM: z.string().default("No Conflict Script <no-reply@noconflictscript.com>"),
    SUPPORT_EMAIL: supportEmail,
    ADMIN_EMAILS: emailList.default([]),
    SCREENPLAY_WORKER: screenplayWorker.default("web"),
    TRUSTED_PROXIES: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isAddressOrRange), {
        error:
          "TRUSTED_PROXIES must list the addresses or CIDR ranges of your reverse proxies, separated by commas, such as 10.0.0.0/8,192.0.2.7",
      })
      .default([]),
    ...sellerFields,
  })
  .superRefine((env, context) => {
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
      context.addIssue({
        code: "custom",
        message: "GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID",
      });
    }
    if (isProduction(env) && !env.SMTP_URL) {
      context.addIssue({
        code: "custom",
        message: "SMTP_URL is required in production to send e-mail",
      });
    }
    if (isProduction(env) && !env.SUPPORT_EMAIL) {
      context.addIssue({
        code: "custom",
        message:
          "SUPPORT_EMAIL is required in production: customers' replies to the app's e-mails go there",
      });
    }
    requireRealSeller(env, context);
  })
  .transform((env) => ({ ...env, APP_URL: appOriginOf(env) }));
export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}.`);
    this.name = "EnvError";
  }
}

type Source = Record<string, string | undefined>;

export function parseEnv<S extends z.ZodType>(schema: S, source: Source = process.env): z.infer<S> {
  // An empty value (`PORT= npm start`) means unset, as it does for most tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => issue.message));
}

let cachedDatabaseUrl: string | undefined;

export function databaseUrlFromEnv(): string {
  cachedDatabaseUrl ??= parseEnv(databaseEnvSchema).DATABASE_URL;
  return cachedDatabaseUrl;
}

const appUrlEnvSchema = z
  .object({ PORT: port("PORT").default(3000), APP_URL: appUrl.optional() })
  .transform(appOriginOf);

/** The app's public origin for links it hands out, without needing the rest of the server's settings. */
export const appUrlFromEnv = (): string => parseEnv(appUrlEnvSchema);

/**
 * Card payments: the processor's keys and webhook secret. STRIPE_API_BASE points the SDK
 * elsewhere than the real API, and STRIPE_JS_URL the browser elsewhere than Stripe.js; only the
 * launcher sets them, at the development stand-in it starts when no key is given (never when
 * APP_ENV is production).
 */
export const paymentsEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string({ error: "STRIPE_SECRET_KEY is not set; card payments need it" }),
  STRIPE_PUBLISHABLE_KEY: z
    .string({
      error: "STRIPE_PUBLISHABLE_KEY is not set; the card form on the summary page needs it",
    })
    .startsWith("pk_", { error: "STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…)" }),
  STRIPE_WEBHOOK_SECRET: z.string({
    error: "STRIPE_WEBHOOK_SECRET is not set; payment notices cannot be checked without it",
  }),
  STRIPE_API_BASE: z.url({ error: "STRIPE_API_BASE must be a URL" }).optional(),
  STRIPE_JS_URL: z.url({ error: "STRIPE_JS_URL must be a URL" }).optional(),
});
export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;

export const paymentsEnv = (): PaymentsEnv => parseEnv(paymentsEnvSchema);

/**
 * The values `.env.example` shows for secrets and for the seller (env.test.ts keeps the two in
 * step). Anyone can read them there: a deployment that copied one would sign links with a
 * public key, or print a made-up company on its proformas.
 */
export const ENV_EXAMPLE_VALUES: Readonly<Record<string, string>> = {
  DATABASE_URL: "postgres://user:password@localhost:5432/no_conflict_script",
  FILES_SIGNING_SECRET: "at-least-32-random-characters",
  S3_ACCESS_KEY_ID: "…",
  S3_SECRET_ACCESS_KEY: "…",
  SMTP_URL: "smtps://user:password@mail.example.com:465",
  GOOGLE_CLIENT_ID: "…apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "…",
  STRIPE_SECRET_KEY: "sk_live_…",
  STRIPE_PUBLISHABLE_KEY: "pk_live_…",
  STRIPE_WEBHOOK_SECRET: "whsec_…",
  SELLER_NAME: "Your Company LLC",
  SELLER_ADDRESS: "1209 Your Street; Your City, ST 00000",
  SELLER_TAX_ID: "EIN 00-0000000",
  SELLER_EMAIL: "billing@yourcompany.com",
  SELLER_BANK_NAME: "Your Bank, City",
  SELLER_BANK_ACCOUNT_NUMBER: "0000 0000 0000",
  SELLER_BANK_ACCOUNT_NAME: "Your Company LLC",
  SELLER_BANK_ROUTING: "000000000",
  SELLER_BANK_SWIFT: "AAAAUS00",
};

/** One sentence per variable that a production deployment left at its `.env.example` value. */
export function exampleValueProblems(source: Source = process.env): string[] {
  if (!isProduction(source)) return [];
  return Object.entries(ENV_EXAMPLE_VALUES)
    .filter(([name, example]) => source[name]?.trim() === example)
    .map(([name]) =>
      name.startsWith("SELLER_")
        ? `${name} is still the example from .env.example; set your company's real details`
        : `${name} is still the example from .env.example; set your own value`,
    );
}

/** Refuses a production start whose settings still hold `.env.example`'s examples. */
export function refuseExampleValues(source: Source = process.env): void {
  const problems = exampleValueProblems(source);
  if (problems.length > 0) throw new EnvError(problems);
}

/**
 * Refuses, before anything starts, a web server whose settings are wrong: the launcher and the
 * image check with this, so that a misconfigured start ends with the sentence instead of
 * serving errors. `provided` stands in for what the starter runs itself (the embedded database
 * or auth core), whose addresses are not known yet.
 */
export function checkServerEnv(source: Source, provided: Source = {}): void {
  refuseExampleValues(source);
  parseEnv(serverEnvSchema, { ...source, ...provided });
}

let cachedServerEnv: ServerEnv | undefined;

/** The server's environment, parsed on first use rather than at import, so `next build` needs none. */
export function serverEnv(): ServerEnv {
  if (!cachedServerEnv) {
    refuseExampleValues();
    cachedServerEnv = parseEnv(serverEnvSchema);
  }
  return cachedServerEnv;
}

/**
 * The server's environment, or, when a setting is missing or wrong, its sentence and the end of
 * the process: Next.js would print the error and go on answering 500 on every route.
 */
export function serverEnvOrExit(): ServerEnv {
  try {
    return serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

let cachedSellerEnv: SellerEnv | undefined;

export function sellerEnv(): SellerEnv {
  cachedSellerEnv ??= parseEnv(sellerEnvSchema);
  return cachedSellerEnv;
}
