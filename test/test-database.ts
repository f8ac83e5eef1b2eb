import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { Client } from "pg";

import { runMigrations } from "../lib/db/migrate";
import { startEmbeddedDatabase } from "../lib/platform/postgres/embedded-server";

export type TestDatabase = { url: string; drop(): Promise<void> };

/**
 * A migrated database that lives for one test run: a fresh database on the server named by
 * TEST_DATABASE_URL when it is set, otherwise an embedded PostgreSQL in a temporary folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ncs_test_${randomBytes(5).toString("hex")}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await onServer(serverUrl, name) : await embedded(name);
  try {
    await runMigrations(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/**
 * An empty database beside the run's own (DATABASE_URL, or `serverUrl`'s server), for tests that
 * must not share data.
 */
export function createScratchDatabase(
  serverUrl = process.env.DATABASE_URL!,
): Promise<TestDatabase> {
  return onServer(serverUrl, `ncs_scratch_${randomBytes(5).toString("hex")}`);
}

async function onServer(serverUrl: string, name: string): Promise<TestDatabase> {
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function embedded(name: string): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ncs-test-"));
  const server = await startEmbeddedDatabase({ dataDir, port: 0, database: name });
  return {
    url: server.url,
    async drop() {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
