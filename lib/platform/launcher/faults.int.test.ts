import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { Client } from "pg";
import { PgBoss } from "pg-boss";

import { pickPort } from "@/lib/net/ports";
import { ingestScriptJob } from "@/lib/scripts/ingest";
import { launchApp, stopApp, tempDataDir, waitForHealth, type LaunchedApp } from "@/test/launcher";
import { commandOf, descendantsOf, processGroupOf, isAlive } from "@/test/processes";

// Three starts of the real launcher and a database recovery, on a machine that may be busy.
jest.setTimeout(900_000);

/** Waits (generously: a loaded machine is slow, and no duration is asserted) for `ready`. */
async function eventually<T>(
  ready: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ready().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const alive = (pids: number[]) => pids.filter(isAlive);

async function query(url: string, statement: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

function embeddedUrl(output: string, dataDir: string): string {
  const port = /embedded PostgreSQL on localhost:(\d+)/.exec(output)?.[1];
  const password = fs.readFileSync(path.join(dataDir, "postgres.password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/no_conflict_script`;
}

const postmasterOf = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);

/**
 * The Next.js server: the process under the launcher that leads a group of its own and is not
 * PostgreSQL (whose backends each lead one too).
 */
function nextServerOf(app: LaunchedApp): number {
  const pid = descendantsOf(app.child.pid!).find(
    (child) => processGroupOf(child) === child && commandOf(child).includes("next/dist/bin/next"),
  );
  if (pid === undefined) throw new Error(`no Next.js server under the launcher:\n${app.output()}`);
  return pid;
}

/** Processes anywhere whose command line names `dir`. */
function processesUsing(dir: string): string[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => commandOf(Number(pid)))
    .filter((command) => command.includes(dir));
}

async function healthStatus(port: number): Promise<number> {
  return (await fetch(`http://localhost:${port}/api/health`)).status;
}

describe("launcher faults", () => {
  let env: Record<string, string>;
  let dataDir: string;
  let port: number;

  beforeEach(async () => {
    port = await pickPort(0);
    dataDir = tempDataDir();
    env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await pickPort(0)),
    };
  });

  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("survives kill -9 of its process group and of its PostgreSQL, keeping data and jobs", async () => {
    const first = launchApp("dev", env, { ownGroup: true });
    await waitForHealth(port, first);
    // Once healthy, it says where the app and its e-mails are, and how to make an admin.
    await eventually(
      async () => (first.output().includes("npm run user:admin -- grant") ? true : undefined),
      "the launcher's ready message",
    );
    expect(first.output()).toContain(`[launcher] ready: open http://localhost:${port}`);
    expect(first.output()).toMatch(
      /\[launcher\] the e-mails it sends .* are at http:\/\/127\.0\.0\.1:\d+/,
    );
    const url = embeddedUrl(first.output(), dataDir);
    await query(
      url,
      "insert into user_profiles (user_id, email) values ('u-1', 'kept@example.com')",
    );
    const tree = descendantsOf(first.child.pid!);
    expect(tree).toContain(nextServerOf(first));

    process.kill(-first.child.pid!, "SIGKILL");
    await first.exit;
    // Next.js has a group of its own; it sees its launcher die and ends with its workers.
    await eventually(async () => (alive(tree).length === 0 ? true : undefined), "no survivors");

    const second = launchApp("dev", env);
    await waitForHealth(port, second);
    const secondUrl = embeddedUrl(second.output(), dataDir);
    expect(await query(secondUrl, "select email from user_profiles")).toEqual([
      { email: "kept@example.com" },
    ]);

    // A job queued for a moment after the crash is run once the database is back.
    const boss = new PgBoss({ connectionString: secondUrl, schedule: false, supervise: false });
    await boss.start();
    const jobId = await boss.send(
      ingestScriptJob.name,
      { scriptFileId: randomUUID() },
      { startAfter: 3 },
    );
    await boss.stop({ graceful: false });
    expect(jobId).toEqual(expect.any(String));

    const postmaster = postmasterOf(dataDir);
    process.kill(postmaster, "SIGKILL");
    await eventually(
      async () => (second.output().includes("PostgreSQL restarted") ? true : undefined),
      "the launcher to restart PostgreSQL",
    );
    expect(second.output()).toContain(`PostgreSQL (pid ${postmaster}) stopped unexpectedly`);
    // The 30 s of the requirement is a wait limit, not an asserted duration.
    await eventually(
      async () => ((await healthStatus(port)) === 200 ? true : undefined),
      "a healthy app again",
    );
    expect(postmasterOf(dataDir)).not.toBe(postmaster);
    expect(await query(secondUrl, "select email from user_profiles")).toEqual([
      { email: "kept@example.com" },
    ]);
    await eventually(async () => {
      const [job] = await query(secondUrl, "select state from pgboss.job where id = $1", [jobId]);
      return job?.state === "completed" ? true : undefined;
    }, "the queued job to complete");

    const { tree: secondTree } = await stopApp(second, "SIGTERM");
    await eventually(
      async () => (alive(secondTree.map(({ pid }) => pid)).length === 0 ? true : undefined),
      "a clean stop",
    );
    // Stopping PostgreSQL on purpose is no crash: nothing was restarted behind the stop.
    expect(second.output().match(/stopped unexpectedly/g)).toHaveLength(1);
    expect(processesUsing(path.join(dataDir, "postgres"))).toEqual([]);
  });

  it("says so and clears the servers a killed launcher left on its data directory", async () => {
    const first = launchApp("dev", env, { ownGroup: true });
    await waitForHealth(port, first);
    const nextServer = nextServerOf(first);
    const postmaster = postmasterOf(dataDir);
    // A suspended Next.js cannot see its launcher go, and only the launcher itself is killed:
    // both servers outlive it, as after a launcher of an older version.
    process.kill(-nextServer, "SIGSTOP");
    process.kill(first.child.pid!, "SIGKILL");
    await first.exit;
    expect(alive([nextServer, postmaster])).toEqual([nextServer, postmaster]);

    const second = launchApp("dev", env);
    await waitForHealth(port, second);
    expect(second.output()).toContain(
      `a Next.js server (pid ${nextServer}) of ${dataDir} outlived its launcher and still held its port; stopping it`,
    );
    expect(second.output()).toContain(
      `PostgreSQL (pid ${postmaster}) of ${dataDir} outlived its launcher; stopping it`,
    );
    expect(alive([nextServer, postmaster])).toEqual([]);
    await stopApp(second, "SIGTERM");
  });

  it("refuses a data directory that a running launcher uses", async () => {
    const first = launchApp("dev", { ...env, DATABASE_URL: process.env.DATABASE_URL! });
    await waitForHealth(port, first);
    const second = launchApp("dev", {
      ...env,
      DATABASE_URL: process.env.DATABASE_URL!,
      PORT: String(await pickPort(0)),
    });
    expect(await second.exit).toBe(1);
    expect(second.output().trim()).toBe(
      `Another launcher (pid ${first.child.pid}) is using the data directory ${dataDir}; stop it or set DATA_DIR to another folder.`,
    );
    await stopApp(first, "SIGTERM");
  });
});
