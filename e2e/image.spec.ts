/**
 * The production image without a Docker engine: the file set its final stage copies,
 * written by the script the Dockerfile runs (scripts/image-files.ts), started with plain `node`
 * and only the production environment: a database of its own on this run's embedded PostgreSQL,
 * e-mail to this run's mailbox, loopback ports. It must be healthy, serve a customer from sign-up
 * to a first pass over a corpus screenplay and an admin on the orders list, and stop on SIGTERM;
 * split by ROLE, the same files must run as the containers of a scaled-out deployment.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { readRuntimeInfo } from "@/lib/platform/launcher/runtime-file";
import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

import { createUser, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { titledQuote } from "./support/quotes";
import { corpusScript } from "./support/screenplays";
import { mainServer, type E2eServer } from "./support/servers";

const [port, corePort] = execFileSync(
  process.execPath,
  ["--import", "tsx", "e2e/support/free-ports.ts", "2"],
  { encoding: "utf8" },
)
  .trim()
  .split(",")
  .map(Number) as [number, number];
const baseURL = `http://127.0.0.1:${port}`;
const adminEmail = uniqueEmail("image-admin");

test.use({ baseURL });
test.describe.configure({ mode: "serial" });

let dir: string;
let serverUrl: string;
const databases: TestDatabase[] = [];
const started: ChildProcess[] = [];
let image: ChildProcess;
let env: NodeJS.ProcessEnv & Record<string, string>;
/** The image as the account helpers reach it; its e-mails land in the run's mailbox. */
let server: E2eServer;

/** As the Dockerfile's CMD starts it; a group of its own, so nothing outlives the test. */
function start(extra: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "serve.mjs"], {
    cwd: path.join(dir, "app"),
    env: { ...env, ...extra },
    stdio: "inherit",
    detached: true,
  });
  started.push(child);
  return child;
}

/** The HEALTHCHECK's command, with the container's environment. */
const health = (extra: Record<string, string> = {}) =>
  spawnSync(process.execPath, [path.join(dir, "app", "health.mjs")], {
    env: { ...env, ...extra },
    encoding: "utf8",
  });

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once("exit", resolve));

async function scratchDatabase(): Promise<TestDatabase> {
  const database = await createScratchDatabase(serverUrl);
  databases.push(database);
  return database;
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  dir = mkdtempSync(path.join(os.tmpdir(), "ncs-image-"));
  const written = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/image-files.ts", path.join(dir, "app")],
    { stdio: "inherit" },
  );
  expect(written.status, "scripts/image-files.ts").toBe(0);

  const runtime = readRuntimeInfo(mainServer.dataDir)!;
  serverUrl = runtime.DATABASE_URL!;
  const database = await scratchDatabase();
  env = {
    NODE_ENV: "production",
    APP_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseURL,
    DATABASE_URL: database.url,
    SMTP_URL: runtime.SMTP_URL!,
    SUPPORT_EMAIL: "support@clearanceworks.example",
    FILES_DIR: path.join(dir, "files"),
    FILES_SIGNING_SECRET: randomBytes(32).toString("hex"),
    AUTH_CORE_ALLOW_PRODUCTION: "true",
    AUTH_CORE_PORT: String(corePort),
    AUTH_CORE_BCRYPT_LOG_ROUNDS: "6",
    ADMIN_EMAILS: adminEmail,
    WORKER_HEARTBEAT_FILE: path.join(dir, "worker.heartbeat"),
    SELLER_NAME: "Clearance Works Ltd",
    SELLER_ADDRESS: "4 Wardour Street; London W1D 6QF",
    SELLER_COUNTRY: "United Kingdom",
    SELLER_TAX_ID: "VAT GB 123 4567 89",
    SELLER_EMAIL: "accounts@clearanceworks.example",
    SELLER_BANK_NAME: "Barclays Bank UK",
    SELLER_BANK_ACCOUNT_NUMBER: "GB33 BUKB 2020 1555 5555 55",
  };
  image = start();
  server = { ...mainServer, name: "image", port, baseURL, env };
});

test.afterAll(async () => {
  for (const child of started) if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
  for (const database of databases) await database.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the image's file set holds no development package, starts with plain node and reports every role healthy", async ({
  request,
}) => {
  // Next's tracing may keep a package.json it read while resolving; no code of them ships.
  const { devDependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const shipped = Object.keys(devDependencies).filter((name) => {
    const folder = path.join(dir, "app", "node_modules", name);
    return existsSync(folder) && readdirSync(folder).some((file) => file !== "package.json");
  });
  expect(shipped).toEqual([]);

  await expect.poll(() => health().status, { timeout: 180_000, intervals: [1_000] }).toBe(0);
  const answer = await request.get("/api/health");
  expect(await answer.json()).toEqual({ status: "ok", db: "ok" });
});

test("a customer signs up, verifies and sees the first pass over a corpus screenplay; an admin opens the orders", async ({
  page,
  context,
  browser,
}) => {
  await createUser(context, { server });
  await titledQuote(page, "Brick and Steel");
  const script = corpusScript();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: script.name, mimeType: "text/plain", buffer: script.bytes });
  const counts = page.getByTestId("clearance-counts");
  await expect(counts).toContainText(/Our first pass found \d+ items/, { timeout: 120_000 });
  await expect(counts).toContainText("Character name");

  // ADMIN_EMAILS makes this address an admin as it is verified.
  const admin = await browser.newContext({ baseURL });
  await createUser(admin, { server, email: adminEmail });
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/list");
  await expect(adminPage.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();
  await admin.close();
});

test("SIGTERM stops the web server, the worker and the auth core, and the process exits", async () => {
  image.kill("SIGTERM");
  // The stop is bounded by STOP_TIMEOUT_SECONDS (25 s) in serve.ts; the test's own wait is longer.
  expect(await exitOf(image)).toBe(0);
  expect(health().status).toBe(1);
  // Nothing of its process group is left.
  expect(() => process.kill(-image.pid!, 0)).toThrow();
});

test("split by ROLE, the same files run the migration job, an auth core, a worker and a web server", async ({
  context,
}) => {
  const database = await scratchDatabase();
  const apiKey = "image-split-roles-key-0123456789";
  const shared = {
    DATABASE_URL: database.url,
    AUTH_CORE_API_KEY: apiKey,
    AUTH_CORE_HOST: "127.0.0.1",
  };
  expect(await exitOf(start({ ...shared, ROLE: "migrate" }))).toBe(0);

  const split: Record<string, string>[] = [
    { ROLE: "auth-core" },
    { ROLE: "worker", WORKER_HEARTBEAT_FILE: path.join(dir, "split-worker.heartbeat") },
    {
      ROLE: "web",
      SUPERTOKENS_CONNECTION_URI: `http://127.0.0.1:${corePort}`,
      SUPERTOKENS_API_KEY: apiKey,
    },
  ];
  const roles = split.map((role): Record<string, string> => ({ ...shared, ...role }));
  const containers = roles.map((role) => start(role));
  for (const role of roles) {
    await expect
      .poll(() => health(role).status, { timeout: 180_000, intervals: [1_000], message: role.ROLE })
      .toBe(0);
  }
  const { email } = await createUser(context, { server });
  // The operator's command, as `docker compose exec web …` runs it beside the web server.
  const granted = spawnSync(
    process.execPath,
    ["--conditions=react-server", "user-admin.mjs", "grant", email],
    { cwd: path.join(dir, "app"), env: { ...env, ...roles[2] }, encoding: "utf8" },
  );
  expect(granted.stdout + granted.stderr).toContain(`${email} is now an admin`);
  expect(granted.status).toBe(0);

  for (const container of containers) container.kill("SIGTERM");
  expect(await Promise.all(containers.map(exitOf))).toEqual([0, 0, 0]);
});
