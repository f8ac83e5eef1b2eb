/**
 * The migration that made an item's plain-text sources records (docs/clearance-domain.md §2.3),
 * run on a table holding every form the column had: nothing typed is lost, and every record it
 * writes is one the items API accepts.
 */
import fs from "node:fs";
import path from "node:path";

import { Client } from "pg";

import { sourceRecordInput } from "@/lib/research/input";
import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

const DRIZZLE = path.join(process.cwd(), "drizzle");
const migration = fs.readFileSync(
  path.join(
    DRIZZLE,
    fs.readdirSync(DRIZZLE).find((file) => file.endsWith("_item_source_records.sql"))!,
  ),
  "utf8",
);

let scratch: TestDatabase;
let client: Client;

beforeEach(async () => {
  scratch = await createScratchDatabase();
  client = new Client({ connectionString: scratch.url });
  await client.connect();
  // The columns the migration reads and writes, as lib/db/schema.ts has them.
  await client.query(
    `create table clearance_items (id int primary key, sources jsonb not null default '[]'::jsonb, updated_at timestamptz not null)`,
  );
});

afterEach(async () => {
  await client.end();
  await scratch.drop();
});

const record = {
  source: "IMDb",
  query: "Night Ferry",
  result: "No title",
  checked_on: "2026-10-01",
};
const long =
  `Illinois Secretary of State business registry, searched for ${"Harrowgate ".repeat(12)}`.trim();

it("turns each plain-text source into a record dated by the item's last change, keeping records and order", async () => {
  const rows: [number, unknown[]][] = [
    [1, ["WhitePages", "  Companies House ", ""]],
    [2, [record, "Google search"]],
    [3, [record]],
    [4, []],
    [5, [long]],
  ];
  for (const [id, sources] of rows)
    await client.query(
      `insert into clearance_items (id, sources, updated_at) values ($1, $2, '2026-11-02T23:30:00Z')`,
      [id, JSON.stringify(sources)],
    );

  await client.query(migration);
  const migrated = async () =>
    (
      await client.query<{ id: number; sources: unknown[] }>(
        `select id, sources from clearance_items order by id`,
      )
    ).rows;
  const after = await migrated();

  const named = (source: string, query = "") => ({
    source,
    query,
    result: "",
    checked_on: "2026-11-02",
  });
  expect(after).toEqual([
    { id: 1, sources: [named("WhitePages"), named("Companies House")] },
    { id: 2, sources: [record, named("Google search")] },
    { id: 3, sources: [record] },
    { id: 4, sources: [] },
    { id: 5, sources: [named(long.slice(0, 120), long)] },
  ]);
  for (const { sources } of after)
    for (const source of sources) expect(sourceRecordInput.safeParse(source).error).toBeUndefined();

  // Run twice (a replica that restarts mid-way), it changes nothing more.
  await client.query(migration);
  expect(await migrated()).toEqual(after);
});
