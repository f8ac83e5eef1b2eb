import path from "node:path";

import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";

import { createPool } from "./pool";

/** A set of migrations and where its journal lives. */
export type MigrationSet = { folder: string; schema?: string };

export const APP_MIGRATIONS: MigrationSet = { folder: path.join(process.cwd(), "drizzle") };

/** Applies every pending migration of `set`; safe to run on every start. */
export async function runMigrations(
  connectionString: string,
  set: MigrationSet = APP_MIGRATIONS,
): Promise<void> {
  const pool = createPool(connectionString, 1);
  try {
    await migrate(drizzle(pool), { migrationsFolder: set.folder, migrationsSchema: set.schema });
  } finally {
    await pool.end();
  }
}
