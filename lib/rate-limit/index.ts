import "server-only";

import { sql } from "drizzle-orm";

import { db, type Database } from "@/lib/db/client";
import { Problem } from "@/lib/http/problems";

export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` in a fixed window and says whether it is allowed. The count
 * lives in PostgreSQL, so the limit holds across app instances; one statement keeps it atomic.
 */
export async function consumeRateLimit(
  key: string,
  rule: RateRule,
  database: Database = db(),
): Promise<RateDecision> {
  const interval = sql`${rule.windowMs} * interval '1 millisecond'`;
  const result = await database.execute<{ count: number; retry_ms: number }>(sql`
    insert into rate_limits as current (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when current.window_start <= now() - ${interval} then 1 else current.count + 1 end,
      window_start = case when current.window_start <= now() - ${interval} then now() else current.window_start end
    returning count, extract(epoch from (window_start + ${interval} - now())) * 1000 as retry_ms`);
  const row = result.rows[0]!;
  if (row.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_ms) / 1000)) };
}

/**
 * Counts one attempt against `key`, or throws a 429 with Retry-After whose sentence `tooMany`
 * ends with the wait in words ("…Please try again in 12 minutes.").
 */
export async function limitAttempts(key: string, rule: RateRule, tooMany: string): Promise<void> {
  const decision = await consumeRateLimit(key, rule);
  if (decision.allowed) return;
  throw new Problem(
    429,
    `${tooMany} Please try again in ${describeWait(decision.retryAfterSeconds)}.`,
    { "retry-after": String(decision.retryAfterSeconds) },
  );
}

/** Forgets windows that ended long ago; called now and then, not on every request. */
export async function pruneRateLimits(database: Database = db()): Promise<void> {
  await database.execute(
    sql`delete from rate_limits where window_start < now() - interval '1 day'`,
  );
}

/** A wait in words for a person: "a minute", "12 minutes", "2 hours". */
export function describeWait(seconds: number): string {
  if (seconds < 90) return "a minute";
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}
