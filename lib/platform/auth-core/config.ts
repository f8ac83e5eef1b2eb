import { z } from "zod";

import { EnvError, isProduction, parseEnv } from "@/lib/env";

/**
 * The auth core's settings, named after the official core's config.yaml (upper-cased, with an
 * AUTH_CORE_ prefix) and with the same defaults. Tests shorten lifetimes and key intervals.
 */
const positive = (name: string, unit: string) =>
  z.coerce
    .number({ error: `${name} must be a number of ${unit}` })
    .positive({ error: `${name} must be a positive number of ${unit}` });

const API_KEY = /^[A-Za-z0-9=-]{20,}$/;

export const authCoreEnvSchema = z.object({
  APP_ENV: z.string().optional(),
  DATABASE_URL: z.string({
    error: "DATABASE_URL is not set; the auth core keeps its data in PostgreSQL",
  }),
  AUTH_CORE_HOST: z.string().default("127.0.0.1"),
  AUTH_CORE_PORT: z.coerce
    .number({ error: "AUTH_CORE_PORT must be a port number" })
    .int({ error: "AUTH_CORE_PORT must be a whole port number" })
    .min(0, { error: "AUTH_CORE_PORT must be between 0 and 65535" })
    .max(65535, { error: "AUTH_CORE_PORT must be between 0 and 65535" })
    .default(3567),
  AUTH_CORE_API_KEY: z
    .string()
    .optional()
    .refine((value) => !value || value.split(",").every((key) => API_KEY.test(key.trim())), {
      error:
        "AUTH_CORE_API_KEY must be one or more comma-separated keys of at least 20 characters from A-Z, a-z, 0-9, = and -",
    }),
  AUTH_CORE_ACCESS_TOKEN_VALIDITY: positive("AUTH_CORE_ACCESS_TOKEN_VALIDITY", "seconds").default(
    3600,
  ),
  AUTH_CORE_REFRESH_TOKEN_VALIDITY: positive("AUTH_CORE_REFRESH_TOKEN_VALIDITY", "minutes").default(
    144_000,
  ),
  AUTH_CORE_PASSWORD_RESET_TOKEN_LIFETIME: positive(
    "AUTH_CORE_PASSWORD_RESET_TOKEN_LIFETIME",
    "milliseconds",
  ).default(3_600_000),
  AUTH_CORE_EMAIL_VERIFICATION_TOKEN_LIFETIME: positive(
    "AUTH_CORE_EMAIL_VERIFICATION_TOKEN_LIFETIME",
    "milliseconds",
  ).default(86_400_000),
  AUTH_CORE_ACCESS_TOKEN_DYNAMIC_SIGNING_KEY_UPDATE_INTERVAL: positive(
    "AUTH_CORE_ACCESS_TOKEN_DYNAMIC_SIGNING_KEY_UPDATE_INTERVAL",
    "hours",
  ).default(168),
  AUTH_CORE_BCRYPT_LOG_ROUNDS: z.coerce
    .number({ error: "AUTH_CORE_BCRYPT_LOG_ROUNDS must be a whole number from 4 to 31" })
    .int({ error: "AUTH_CORE_BCRYPT_LOG_ROUNDS must be a whole number from 4 to 31" })
    .min(4, { error: "AUTH_CORE_BCRYPT_LOG_ROUNDS must be a whole number from 4 to 31" })
    .max(31, { error: "AUTH_CORE_BCRYPT_LOG_ROUNDS must be a whole number from 4 to 31" })
    .default(11),
  AUTH_CORE_ALLOW_PRODUCTION: z.enum(["true", "false"]).default("false"),
});

export type AuthCoreConfig = {
  databaseUrl: string;
  host: string;
  port: number;
  /** Empty: no key is required (development). */
  apiKeys: string[];
  accessTokenValidityMs: number;
  refreshTokenValidityMs: number;
  passwordResetTokenLifetimeMs: number;
  emailVerificationTokenLifetimeMs: number;
  dynamicKeyUpdateIntervalMs: number;
  /** A new dynamic key is published this long before it signs (60 s in the official core). */
  dynamicKeyOverlapMs: number;
  bcryptRounds: number;
};

/** Reads the configuration; refuses APP_ENV=production unless AUTH_CORE_ALLOW_PRODUCTION=true. */
export function authCoreConfigFromEnv(
  source: Record<string, string | undefined> = process.env,
): AuthCoreConfig {
  const env = parseEnv(authCoreEnvSchema, source);
  if (isProduction(env) && env.AUTH_CORE_ALLOW_PRODUCTION !== "true") {
    throw new EnvError([
      "the embedded auth core is meant for development and tests and will not run with APP_ENV=production; use the official SuperTokens core (SUPERTOKENS_CONNECTION_URI), or set AUTH_CORE_ALLOW_PRODUCTION=true if you have decided to run it",
    ]);
  }
  const dynamicKeyUpdateIntervalMs =
    env.AUTH_CORE_ACCESS_TOKEN_DYNAMIC_SIGNING_KEY_UPDATE_INTERVAL * 3_600_000;
  return {
    databaseUrl: env.DATABASE_URL,
    host: env.AUTH_CORE_HOST,
    port: env.AUTH_CORE_PORT,
    apiKeys: env.AUTH_CORE_API_KEY ? env.AUTH_CORE_API_KEY.split(",").map((key) => key.trim()) : [],
    accessTokenValidityMs: env.AUTH_CORE_ACCESS_TOKEN_VALIDITY * 1000,
    refreshTokenValidityMs: env.AUTH_CORE_REFRESH_TOKEN_VALIDITY * 60_000,
    passwordResetTokenLifetimeMs: env.AUTH_CORE_PASSWORD_RESET_TOKEN_LIFETIME,
    emailVerificationTokenLifetimeMs: env.AUTH_CORE_EMAIL_VERIFICATION_TOKEN_LIFETIME,
    dynamicKeyUpdateIntervalMs,
    // Like the official core's test mode: short intervals get a proportionally short overlap.
    dynamicKeyOverlapMs: Math.min(60_000, dynamicKeyUpdateIntervalMs / 5),
    bcryptRounds: env.AUTH_CORE_BCRYPT_LOG_ROUNDS,
  };
}
