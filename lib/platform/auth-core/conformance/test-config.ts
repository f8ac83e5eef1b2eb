import type { AuthCoreConfig } from "../config";

export const API_KEY = "conformance-api-key-0123456789";

/** The official defaults, on the run's test database, a free port and a cheap bcrypt cost. */
export function testCoreConfig(overrides: Partial<AuthCoreConfig> = {}): AuthCoreConfig {
  return {
    databaseUrl: process.env.DATABASE_URL!,
    host: "127.0.0.1",
    port: 0,
    apiKeys: [API_KEY],
    accessTokenValidityMs: 3_600_000,
    refreshTokenValidityMs: 144_000 * 60_000,
    passwordResetTokenLifetimeMs: 3_600_000,
    emailVerificationTokenLifetimeMs: 86_400_000,
    dynamicKeyUpdateIntervalMs: 168 * 3_600_000,
    dynamicKeyOverlapMs: 60_000,
    bcryptRounds: 4,
    ...overrides,
  };
}
