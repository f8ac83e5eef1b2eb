import "server-only";

import { sql } from "drizzle-orm";

import { db, type Database } from "@/lib/db/client";
import { describeDatabaseError } from "@/lib/db/errors";
import { EnvError } from "@/lib/env";

export type Health =
  { status: "ok"; db: "ok" } | { status: "unavailable"; db: "down"; reason: string };

const DATABASE_TIMEOUT_MS = 3_000;

/** Whether the app can serve requests: today that means its database answers. */
export async function checkHealth(database: () => Database = db): Promise<Health> {
  try {
    await withTimeout(database().execute(sql`select 1`), DATABASE_TIMEOUT_MS);
    return { status: "ok", db: "ok" };
  } catch (error) {
    return { status: "unavailable", db: "down", reason: explain(error) };
  }
}

function explain(error: unknown): string {
  if (error instanceof EnvError) return error.message;
  return describeDatabaseError(error);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
