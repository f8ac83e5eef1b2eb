import { EnvError } from "@/lib/env";

import { authCoreConfigFromEnv } from "./config";

const base = { DATABASE_URL: "postgres://u:p@localhost/db" };

describe("auth core configuration", () => {
  it("has the official core's defaults", () => {
    expect(authCoreConfigFromEnv(base)).toEqual({
      databaseUrl: base.DATABASE_URL,
      host: "127.0.0.1",
      port: 3567,
      apiKeys: [],
      accessTokenValidityMs: 3_600_000,
      refreshTokenValidityMs: 144_000 * 60_000,
      passwordResetTokenLifetimeMs: 3_600_000,
      emailVerificationTokenLifetimeMs: 86_400_000,
      dynamicKeyUpdateIntervalMs: 168 * 3_600_000,
      dynamicKeyOverlapMs: 60_000,
      bcryptRounds: 11,
    });
  });

  it("takes shorter lifetimes for tests, with a proportionally short key overlap", () => {
    const config = authCoreConfigFromEnv({
      ...base,
      AUTH_CORE_ACCESS_TOKEN_VALIDITY: "2",
      AUTH_CORE_ACCESS_TOKEN_DYNAMIC_SIGNING_KEY_UPDATE_INTERVAL: "0.001",
      AUTH_CORE_API_KEY: "key-one-0123456789abcdef, key-two-0123456789abcdef",
    });
    expect(config.accessTokenValidityMs).toBe(2000);
    expect(config.dynamicKeyUpdateIntervalMs).toBe(3600);
    expect(config.dynamicKeyOverlapMs).toBe(720);
    expect(config.apiKeys).toEqual(["key-one-0123456789abcdef", "key-two-0123456789abcdef"]);
  });

  it("refuses production unless explicitly allowed, saying why", () => {
    expect(() => authCoreConfigFromEnv({ ...base, APP_ENV: "production" })).toThrow(
      /will not run with APP_ENV=production.*AUTH_CORE_ALLOW_PRODUCTION=true/,
    );
    expect(
      authCoreConfigFromEnv({ ...base, APP_ENV: "production", AUTH_CORE_ALLOW_PRODUCTION: "true" })
        .port,
    ).toBe(3567);
  });

  it("names each bad value", () => {
    try {
      authCoreConfigFromEnv({ AUTH_CORE_API_KEY: "short", AUTH_CORE_BCRYPT_LOG_ROUNDS: "40" });
      throw new Error("expected an EnvError");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toEqual([
        "DATABASE_URL is not set; the auth core keeps its data in PostgreSQL",
        "AUTH_CORE_API_KEY must be one or more comma-separated keys of at least 20 characters from A-Z, a-z, 0-9, = and -",
        "AUTH_CORE_BCRYPT_LOG_ROUNDS must be a whole number from 4 to 31",
      ]);
    }
  });
});
