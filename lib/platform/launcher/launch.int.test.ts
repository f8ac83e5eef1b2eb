import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { Client } from "pg";

import { pickPort } from "@/lib/net/ports";
import { launchApp, stopApp, tempDataDir, waitForHealth } from "@/test/launcher";
import { isAlive } from "@/test/processes";

jest.setTimeout(600_000);

/** What is still running a moment after the launcher ended (helpers exit when it does). */
async function survivors(tree: { pid: number; command: string }[]): Promise<string[]> {
  const deadline = Date.now() + 3_000;
  let alive = tree.filter(({ pid }) => isAlive(pid));
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    alive = alive.filter(({ pid }) => isAlive(pid));
  }
  return alive.map(({ command }) => command);
}

describe("launcher", () => {
  it("uses DATABASE_URL when it is set, starts no PostgreSQL, and stops cleanly on SIGTERM", async () => {
    const port = await pickPort(0);
    const dataDir = tempDataDir();
    const launched = launchApp("dev", {
      DATABASE_URL: process.env.DATABASE_URL!,
      // A job queue of its own: the run's database holds other test files' jobs (a published
      // report's annotated script), which the app's workers would take and store files for.
      JOB_QUEUE_SCHEMA: `pgboss_launcher_${process.pid}`,
      PORT: String(port),
      DATA_DIR: dataDir,
    });

    await expect(waitForHealth(port, launched)).resolves.toEqual({ status: "ok", db: "ok" });
    // Only what it started keeps data here: no PostgreSQL, but the mailbox, the runtime file
    // and the launcher's claim on the folder.
    expect(fs.readdirSync(dataDir).sort()).toEqual(["launcher.json", "mailbox", "runtime.json"]);
    const runtime = JSON.parse(
      fs.readFileSync(path.join(dataDir, "runtime.json"), "utf8"),
    ) as Record<string, string>;
    expect(Object.keys(runtime).sort()).toEqual([
      "DEV_MAILBOX_URL",
      "GOOGLE_CLIENT_ID",
      "GOOGLE_CLIENT_SECRET",
      "GOOGLE_OIDC_DISCOVERY_URL",
      "SMTP_URL",
      "STRIPE_API_BASE",
      "STRIPE_JS_URL",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "SUPERTOKENS_API_KEY",
      "SUPERTOKENS_CONNECTION_URI",
    ]);
    const coreUrl = /embedded auth core \(CDI 5\.4\) on (http:\/\/\S+)/.exec(
      launched.output(),
    )?.[1];
    expect(await (await fetch(`${coreUrl}/hello`)).text()).toBe("Hello");
    const googleIssuer = /development Google sign-in on (http:\/\/\S+)/.exec(
      launched.output(),
    )?.[1];
    const discovery = await fetch(`${googleIssuer}/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({ issuer: googleIssuer });

    const { tree } = await stopApp(launched, "SIGTERM");
    expect(tree.map(({ command }) => command)).not.toContainEqual(
      expect.stringMatching(/postgres -D/),
    );
    expect(tree.map(({ command }) => command)).toContainEqual(expect.stringMatching(/next/));
    // Scripts are read and analyzed in a process of its own, which stops with the launcher.
    expect(tree.map(({ command }) => command)).toContainEqual(
      expect.stringMatching(/scripts\/worker\.ts/),
    );
    await expect(survivors(tree)).resolves.toEqual([]);
    await expect(fetch(`${coreUrl}/hello`)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, "runtime.json"))).toBe(false);
  });

  it("starts embedded PostgreSQL, keeps its data across restarts and leaves nothing behind on Ctrl-C", async () => {
    const port = await pickPort(0);
    const dataDir = tempDataDir();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await pickPort(0)),
    };

    const first = launchApp("dev", env);
    await expect(waitForHealth(port, first)).resolves.toEqual({ status: "ok", db: "ok" });
    const databaseUrl = embeddedUrl(first.output(), dataDir);
    await query(
      databaseUrl,
      "insert into user_profiles (user_id, email) values ('u-1', 'kept@example.com')",
    );
    const { tree: firstTree } = await stopApp(first, "SIGINT");
    expect(firstTree.map(({ command }) => command)).toContainEqual(
      expect.stringMatching(/postgres -D/),
    );
    await expect(survivors(firstTree)).resolves.toEqual([]);

    const second = launchApp("dev", env);
    await waitForHealth(port, second);
    const rows = await query(
      embeddedUrl(second.output(), dataDir),
      "select email from user_profiles",
    );
    expect(rows).toEqual([{ email: "kept@example.com" }]);
    const { tree: secondTree } = await stopApp(second, "SIGINT");
    await expect(survivors(secondTree)).resolves.toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a port that is taken with one sentence and exit code 1", async () => {
    const blocker = net.createServer();
    const port = await pickPort(0);
    await new Promise<void>((resolve) => blocker.listen(port, "localhost", resolve));
    try {
      const launched = launchApp("dev", {
        DATABASE_URL: process.env.DATABASE_URL!,
        PORT: String(port),
      });
      expect(await launched.exit).toBe(1);
      expect(launched.output().trim()).toBe(
        `Port ${port} on localhost is already in use; stop the program using it or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });

  it("refuses a production start that lacks what reaches customers, in one sentence, before starting anything", async () => {
    const dataDir = tempDataDir();
    const launched = launchApp("start", {
      APP_ENV: "production",
      DATABASE_URL: process.env.DATABASE_URL!,
      PORT: String(await pickPort(0)),
      DATA_DIR: dataDir,
    });
    expect(await launched.exit).toBe(1);
    expect(launched.output().trim()).toBe(
      "Invalid configuration: SMTP_URL is required in production to send e-mail; SUPPORT_EMAIL is required in production: customers' replies to the app's e-mails go there; Proformas need your company's real details in production: set SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY, SELLER_TAX_ID, SELLER_EMAIL, SELLER_BANK_NAME, SELLER_BANK_ACCOUNT_NUMBER (see .env.example).",
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("explains a bad value in one line, without a stack trace", async () => {
    const launched = launchApp("dev", { PORT: "eighty", DATABASE_URL: "mysql://db" });
    expect(await launched.exit).toBe(1);
    expect(launched.output().trim()).toBe(
      "Invalid configuration: PORT must be a port number between 1 and 65535; DATABASE_URL must be a postgres:// URL such as postgres://user:password@host:5432/database.",
    );
  });
});

function embeddedUrl(output: string, dataDir: string): string {
  const port = /embedded PostgreSQL on localhost:(\d+)/.exec(output)?.[1];
  const password = fs.readFileSync(path.join(dataDir, "postgres.password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/no_conflict_script`;
}

async function query(url: string, statement: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}
