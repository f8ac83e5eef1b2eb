import { randomBytes } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { runMigrations } from "@/lib/db/migrate";
import { log } from "@/lib/log";

import type { AuthCoreConfig } from "./config";
import type { CoreContext } from "./context";
import { SigningKeys } from "./crypto/signing-keys";
import { AUTH_MIGRATIONS, createAuthDatabase, type AuthDatabase } from "./db/client";
import { keyValues } from "./db/schema";
import { createRequestListener, listen } from "./http/server";
import { coreRoutes } from "./routes/core";
import { roleRoutes } from "./routes/roles";
import { sessionRoutes } from "./routes/sessions";
import { userRoutes } from "./routes/users";

export const routes = [...coreRoutes, ...sessionRoutes, ...userRoutes, ...roleRoutes];

export type RunningAuthCore = {
  /** Base URL for SUPERTOKENS_CONNECTION_URI. */
  url: string;
  port: number;
  core: CoreContext;
  close(): Promise<void>;
};

const HOUR = 3_600_000;

/** Migrates the `auth` schema and loads the keys: everything but HTTP. */
export async function createCoreContext(
  config: AuthCoreConfig,
  now: () => number = Date.now,
): Promise<CoreContext> {
  await runMigrations(config.databaseUrl, AUTH_MIGRATIONS);
  const db = createAuthDatabase(config.databaseUrl);
  try {
    const keys = new SigningKeys(db, config, now);
    await keys.dynamicKeys();
    return { db, config, now, keys, refreshTokenKey: await refreshTokenKey(db, now()) };
  } catch (error) {
    await db.$client.end();
    throw error;
  }
}

/**
 * Starts the embedded SuperTokens-compatible core (CDI 5.4) and serves HTTP. Expired sessions
 * and one-time tokens are swept hourly.
 */
export async function startAuthCore(
  config: AuthCoreConfig,
  options: { now?: () => number } = {},
): Promise<RunningAuthCore> {
  const core = await createCoreContext(config, options.now);
  const { db } = core;
  try {
    const server = await listen(createRequestListener(core, routes), config.host, config.port);
    const sweeper = setInterval(() => void sweep(core), HOUR);
    sweeper.unref();
    return {
      url: server.url,
      port: server.port,
      core,
      async close() {
        clearInterval(sweeper);
        await server.close();
        await db.$client.end();
      },
    };
  } catch (error) {
    await db.$client.end();
    throw error;
  }
}

/** The AES key that seals refresh tokens: made once, then shared by every instance. */
async function refreshTokenKey(db: AuthDatabase, now: number): Promise<Buffer> {
  await db
    .insert(keyValues)
    .values({
      name: "refresh_token_key",
      value: randomBytes(32).toString("base64"),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(keyValues).where(eq(keyValues.name, "refresh_token_key"));
  return Buffer.from(row!.value, "base64");
}

async function sweep(core: CoreContext): Promise<void> {
  const now = core.now();
  try {
    await core.db.execute(sql`delete from auth.sessions where expires_at < ${now}`);
    await core.db.execute(sql`delete from auth.password_reset_tokens where expires_at < ${now}`);
    await core.db.execute(
      sql`delete from auth.email_verification_tokens where expires_at < ${now}`,
    );
  } catch (error) {
    log.error({ part: "auth-core", err: error }, "could not sweep expired rows");
  }
}
