import path from "node:path";

import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";

import type { MigrationSet } from "@/lib/db/migrate";
import { createPool } from "@/lib/db/pool";

import * as schema from "./schema";

export type AuthDatabase = NodePgDatabase<typeof schema> & { $client: Pool };
export type AuthTransaction = Parameters<Parameters<AuthDatabase["transaction"]>[0]>[0];
/** Either the database or a transaction on it: domain functions accept both. */
export type AuthQueryable = AuthDatabase | AuthTransaction;

export const AUTH_MIGRATIONS: MigrationSet = {
  folder: path.join(process.cwd(), "lib/platform/auth-core/migrations"),
  schema: "auth",
};

export function createAuthDatabase(connectionString: string, max = 10): AuthDatabase {
  return drizzle(createPool(connectionString, max), { schema });
}
