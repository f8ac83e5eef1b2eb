/** The application's database, for server code only: a client import fails the build. */
import "server-only";

import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Pool, PoolClient } from "pg";

import { databaseUrlFromEnv } from "@/lib/env";

import { createPool } from "./pool";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };

export function createDatabase(connectionString: string, max = 10): Database {
  return drizzle(createPool(connectionString, max), { schema });
}

// Kept on globalThis so `next dev` reloads reuse one pool instead of leaking connections.
const holder = globalThis as typeof globalThis & { __ncsDatabase?: Database };

/** The application's database, connected on first use from DATABASE_URL. */
export function db(): Database {
  holder.__ncsDatabase ??= createDatabase(databaseUrlFromEnv());
  return holder.__ncsDatabase;
}

/** Closes the application's pool (tests, shutdown). */
export async function closeDatabase(): Promise<void> {
  const database = holder.__ncsDatabase;
  holder.__ncsDatabase = undefined;
  await database?.$client.end();
}

export type Transaction = NodePgDatabase<typeof schema>;

/**
 * A transaction on one connection that is also handed out raw, for libraries that join the
 * caller's transaction through it (pg-boss queues a job atomically with the rows it is about).
 */
export async function transactionWithClient<T>(
  work: (tx: Transaction, client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db().$client.connect();
  let broken = false;
  try {
    await client.query("begin");
    const result = await work(drizzle(client, { schema }), client);
    await client.query("commit");
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped rather than reused.
    await client.query("rollback").catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}
