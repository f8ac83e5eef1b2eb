import type { AuthCoreConfig } from "./config";
import type { SigningKeys } from "./crypto/signing-keys";
import type { AuthDatabase } from "./db/client";

/** What every part of the core works with. `now` is injectable so tests can move time. */
export type CoreContext = {
  db: AuthDatabase;
  config: AuthCoreConfig;
  keys: SigningKeys;
  /** AES-256 key that seals refresh tokens, kept in the database. */
  refreshTokenKey: Buffer;
  now: () => number;
};

/** The only tenant and app this core serves (multi-tenancy is not part of the product). */
export const PUBLIC_TENANT = "public";
