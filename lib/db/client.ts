import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool, type PoolClient } from "pg";

import { databaseUrlFromEnv } from "@/lib/env";

import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };

/**
 * A connection pool whose lost idle connections are logged, not fatal; the pool reconnects.
 * A refused connection fails at once; the wait is for a server slow to accept on a busy machine.
 */
export function createPool(connectionString: string, max = 10): Pool {
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis: 30_000 });
  pool.on("error", (error: Error & { code?: string }) => {
    // 57P01: the server is shutting down, as it does at every stop of `npm start`.
    if (error.code !== "57P01") console.error(`[db] idle connection lost: ${error.message}`);
  });
  return pool;
}

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
