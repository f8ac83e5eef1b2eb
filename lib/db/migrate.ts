import path from "node:path";

import { migrate } from "drizzle-orm/node-postgres/migrator";

import { createDatabase } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Applies every pending migration in `drizzle/`; safe to run on every start. */
export async function runMigrations(connectionString: string): Promise<void> {
  const database = createDatabase(connectionString, 1);
  try {
    await migrate(database, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await database.$client.end();
  }
}
