import path from "node:path";

import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Client } from "pg";

/** A set of migrations and where its journal lives. */
export type MigrationSet = { folder: string; schema?: string };

export const APP_MIGRATIONS: MigrationSet = { folder: path.join(process.cwd(), "drizzle") };

/**
 * Key of the session-level advisory lock every migrator takes (any fixed 64-bit number): replicas
 * that start together wait for the first one, then find nothing left to apply.
 */
export const MIGRATION_LOCK_KEY = 7_215_001_022;

/** Applies every pending migration of `set`; safe to run on every start, from many processes. */
export async function runMigrations(
  connectionString: string,
  set: MigrationSet = APP_MIGRATIONS,
): Promise<void> {
  // One connection holds the lock and runs the migrations: the lock lives as long as it does.
  const client = new Client({ connectionString, connectionTimeoutMillis: 30_000 });
  // A connection lost mid-migration rejects the query under way; the event needs no handling.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: set.folder, migrationsSchema: set.schema });
  } finally {
    // Closing the session releases the lock even when a migration failed.
    await client.end();
  }
}
