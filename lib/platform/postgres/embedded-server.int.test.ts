import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Client } from "pg";

import { pickPort } from "@/lib/net/ports";
import { tempDataDir } from "@/test/launcher";

import { EmbeddedDatabaseError, startEmbeddedDatabase } from "./embedded-server";

jest.setTimeout(60_000);

const isRoot = os.userInfo().uid === 0;

async function selectOne(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("select 1 as one")).rows[0]!.one;
  } finally {
    await client.end();
  }
}

describe("embedded PostgreSQL", () => {
  it("creates a cluster inside a private folder, serves it, and restarts on the same data", async () => {
    const privateParent = tempDataDir(); // mode 0700, as `mktemp -d` makes it
    const dataDir = path.join(privateParent, "data");
    const options = { dataDir, port: await pickPort(0), database: "ncs_embedded_test" };

    const first = await startEmbeddedDatabase(options);
    try {
      expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@localhost:\d+\/ncs_embedded_test$/);
      await expect(selectOne(first.url)).resolves.toBe(1);
      // As root, PostgreSQL runs as 'postgres' and needs passage through the private parent.
      if (isRoot) expect(first.opened).toContain(privateParent);
      else expect(first.opened).toEqual([]);
      expect(fs.statSync(path.join(dataDir, "postgres.password")).mode & 0o777).toBe(0o600);
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedDatabase(options);
    try {
      expect(second.url).toBe(first.url);
      expect(second.opened).toEqual([]);
      await expect(selectOne(second.url)).resolves.toBe(1);
    } finally {
      await second.stop();
      fs.rmSync(privateParent, { recursive: true, force: true });
    }
  });

  it("starts twice at once on the same preferred port: the later one moves on to the next free port", async () => {
    // Both find the port free before either binds it, as two launchers started together do.
    const port = await pickPort(0);
    const dirs = [tempDataDir(), tempDataDir()];
    const started = await Promise.allSettled(
      dirs.map((dataDir) => startEmbeddedDatabase({ dataDir, port, database: "ncs_race" })),
    );
    const running = started.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    try {
      expect(started.map(({ status }) => status)).toEqual(["fulfilled", "fulfilled"]);
      expect(running.map((database) => database.port)).toContain(port);
      expect(new Set(running.map((database) => database.port)).size).toBe(2);
      for (const database of running) await expect(selectOne(database.url)).resolves.toBe(1);
    } finally {
      for (const database of running) await database.stop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("explains in one sentence why a broken cluster cannot start", async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.join(dataDir, "postgres"));
    fs.writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "not a cluster\n");
    const start = startEmbeddedDatabase({ dataDir, port: await pickPort(0), database: "x" });
    await expect(start).rejects.toThrow(EmbeddedDatabaseError);
    await expect(start).rejects.toThrow(
      /^PostgreSQL could not start from .*postgres \(.+\); see .*postgres\.log\.$/,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
