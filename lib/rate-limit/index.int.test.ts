import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import { db } from "@/lib/db/client";

import { consumeRateLimit, pruneRateLimits } from "./index";

describe("consumeRateLimit", () => {
  it("allows up to the limit in a window, then says when to retry", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++)
      await expect(consumeRateLimit(key, rule)).resolves.toEqual({ allowed: true });
    const refused = await consumeRateLimit(key, rule);
    expect(refused).toMatchObject({ allowed: false });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 1, windowMs: 60_000 };
    await consumeRateLimit(key, rule);
    expect((await consumeRateLimit(key, rule)).allowed).toBe(false);
    await db().execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes' where key = ${key}`,
    );
    expect((await consumeRateLimit(key, rule)).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 10, windowMs: 60_000 };
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit(key, rule)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it("prunes windows older than a day", async () => {
    const key = `test:${randomUUID()}`;
    await consumeRateLimit(key, { limit: 1, windowMs: 1000 });
    await db().execute(
      sql`update rate_limits set window_start = now() - interval '2 days' where key = ${key}`,
    );
    await pruneRateLimits();
    const rows = await db().execute(sql`select 1 from rate_limits where key = ${key}`);
    expect(rows.rowCount).toBe(0);
  });
});
