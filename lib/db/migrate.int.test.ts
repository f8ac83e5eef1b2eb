import { Client } from "pg";

import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

import { MIGRATION_LOCK_KEY, runMigrations } from "./migrate";

let scratch: TestDatabase;

beforeEach(async () => {
  scratch = await createScratchDatabase();
});

afterEach(async () => {
  await scratch.drop();
});

async function query<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: scratch.url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe("runMigrations", () => {
  it("migrates once when two replicas start together on an empty database", async () => {
    await Promise.all([runMigrations(scratch.url), runMigrations(scratch.url)]);

    const applied = await query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map(({ hash }) => hash)).size).toBe(applied.length);
  });

  it("waits while another session holds the migration lock", async () => {
    const holder = new Client({ connectionString: scratch.url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    let finished = false;
    const migrating = runMigrations(scratch.url).then(() => (finished = true));
    try {
      // Long enough for an unlocked migrator to have created its journal.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(finished).toBe(false);
      expect(await query("select 1 from pg_namespace where nspname = 'drizzle'")).toEqual([]);
    } finally {
      await holder.end();
    }
    await migrating;
    expect(finished).toBe(true);
  });
});
