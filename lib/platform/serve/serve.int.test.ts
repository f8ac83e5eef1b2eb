import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { Client } from "pg";

import { freePorts } from "@/lib/net/ports";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { createScratchDatabase } from "@/test/test-database";

import { healthProblems } from "./health";

// Each start loads TypeScript through tsx on a machine the other test files share.
jest.setTimeout(180_000);
givePrivateJobQueue();

const children: ChildProcess[] = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ncs-serve-"));
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** The image's start as its bundle runs it, here through tsx; its output collected. */
function serve(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/serve.ts"],
    { env: { ...process.env, NODE_ENV: "test", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = once(child, "exit").then(([code]) => code as number | null);
  return { child, exit, output: () => output };
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 250));
}

describe("the image's start", () => {
  it("refuses an unknown role and an example secret, in one sentence naming the variable", async () => {
    const wrongRole = serve({ ROLE: "everything" });
    expect(await wrongRole.exit).toBe(1);
    expect(wrongRole.output()).toContain(
      "Invalid configuration: ROLE must be all (everything in one container), web, worker, auth-core or migrate",
    );

    const example = serve({
      ROLE: "worker",
      APP_ENV: "production",
      FILES_SIGNING_SECRET: "at-least-32-random-characters",
    });
    expect(await example.exit).toBe(1);
    expect(example.output()).toContain(
      "FILES_SIGNING_SECRET is still the example from .env.example; set your own value",
    );
  });

  it("refuses a production web server without mail, support address or seller, in one sentence", async () => {
    const misconfigured = serve({
      ROLE: "web",
      APP_ENV: "production",
      DATABASE_URL: "postgres://ncs@localhost:5432/no_conflict_script",
      SUPERTOKENS_CONNECTION_URI: "http://localhost:3567",
      FILES_SIGNING_SECRET: randomBytes(32).toString("hex"),
    });
    expect(await misconfigured.exit).toBe(1);
    expect(misconfigured.output().trim()).toBe(
      "Invalid configuration: SMTP_URL is required in production to send e-mail; SUPPORT_EMAIL is required in production: customers' replies to the app's e-mails go there; Proformas need your company's real details in production: set SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY, SELLER_TAX_ID, SELLER_EMAIL, SELLER_BANK_NAME, SELLER_BANK_ACCOUNT_NUMBER (see .env.example).",
    );
  });

  it("ROLE=migrate migrates an empty database and exits", async () => {
    const scratch = await createScratchDatabase();
    try {
      const migrate = serve({ ROLE: "migrate", DATABASE_URL: scratch.url });
      expect(await migrate.exit).toBe(0);
      expect(migrate.output()).toContain("database migrations applied");
      const client = new Client({ connectionString: scratch.url });
      await client.connect();
      const { rows } = await client.query(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      await client.end();
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await scratch.drop();
    }
  });

  it("ROLE=auth-core needs a key, then serves, is healthy and stops on SIGTERM", async () => {
    const [port] = await freePorts(1);
    const keyless = serve({ ROLE: "auth-core", AUTH_CORE_PORT: String(port) });
    expect(await keyless.exit).toBe(1);
    expect(keyless.output()).toContain("AUTH_CORE_API_KEY must be set");

    const env = {
      ROLE: "auth-core",
      AUTH_CORE_HOST: "127.0.0.1",
      AUTH_CORE_PORT: String(port),
      AUTH_CORE_API_KEY: "serve-test-key-0123456789",
    };
    const core = serve(env);
    await until(async () => (await healthProblems(env)).length === 0);
    core.child.kill("SIGTERM");
    expect(await core.exit).toBe(0);
    expect(await healthProblems(env)).toEqual([
      `the auth core does not answer at http://127.0.0.1:${port}/hello`,
    ]);
  });

  it("ROLE=worker reports ready once its first pass is warm, keeps a heartbeat and stops on SIGTERM", async () => {
    const env = { ROLE: "worker", WORKER_HEARTBEAT_FILE: path.join(dir, "worker.heartbeat") };
    // A fresh heartbeat, as the worker before this one left it.
    writeFileSync(env.WORKER_HEARTBEAT_FILE, "");
    const worker = serve(env);
    await until(async () => worker.output().includes("warming up the first pass"));
    // Warming up, it is not ready: the heartbeat it found is gone.
    expect(await healthProblems(env)).toEqual([
      `the worker has written no heartbeat yet (${env.WORKER_HEARTBEAT_FILE})`,
    ]);
    await until(async () => (await healthProblems(env)).length === 0);
    expect(worker.output()).toMatch(/first pass warmed up in \d+ ms/);
    worker.child.kill("SIGTERM");
    expect(await worker.exit).toBe(0);
    expect(worker.output()).toContain("reading and analyzing scripts");
  });
});

describe("the health check", () => {
  it("reports a worker heartbeat gone stale, and one never written", async () => {
    const file = path.join(dir, "stale.heartbeat");
    writeFileSync(file, "");
    utimesSync(file, new Date(0), new Date(0));
    expect(await healthProblems({ ROLE: "worker", WORKER_HEARTBEAT_FILE: file })).toEqual([
      expect.stringMatching(/^the worker's heartbeat \(.*stale\.heartbeat\) is \d+ s old$/),
    ]);
    const missing = path.join(dir, "missing.heartbeat");
    expect(await healthProblems({ ROLE: "worker", WORKER_HEARTBEAT_FILE: missing })).toEqual([
      `the worker has written no heartbeat yet (${missing})`,
    ]);
  });

  it("covers every role of the one container", async () => {
    const problems = await healthProblems({
      ROLE: "all",
      PORT: "1",
      AUTH_CORE_PORT: "1",
      WORKER_HEARTBEAT_FILE: path.join(dir, "none.heartbeat"),
    });
    expect(problems).toEqual([
      "the web server does not answer at http://127.0.0.1:1/api/health",
      "the auth core does not answer at http://127.0.0.1:1/hello",
      expect.stringContaining("the worker has written no heartbeat yet"),
    ]);
  });
});
