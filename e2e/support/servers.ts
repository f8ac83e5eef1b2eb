import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * The apps the e2e run starts with the real launcher: the main one, and one whose access tokens
 * live two seconds (for the refresh-after-expiry flow). Each has its own data folder, wiped per
 * run, and free ports picked for the run so tests can reach its mailbox and auth core.
 */
export type E2eServer = {
  name: string;
  port: number;
  baseURL: string;
  dataDir: string;
  mailboxUrl: string;
  coreUrl: string;
  env: Record<string, string>;
};

export const AUTH_CORE_API_KEY = "e2e-auth-core-key-0123456789";

const PORTS_PER_SERVER = 5;

/**
 * Free ports for the whole run, picked once: Playwright reads this module again in each worker,
 * and the workers inherit the variable, so they all see the same ports.
 */
function runPorts(count: number): number[] {
  process.env.E2E_PORTS ??= execFileSync(
    process.execPath,
    ["--import", "tsx", "e2e/support/free-ports.ts", String(count)],
    { encoding: "utf8" },
  ).trim();
  return process.env.E2E_PORTS.split(",").map(Number);
}

const ports = runPorts(2 * PORTS_PER_SERVER);

function server(name: string, index: number, extra: Record<string, string> = {}): E2eServer {
  const [port, mailboxPort, corePort, databasePort, checkoutPort] = ports.slice(
    index * PORTS_PER_SERVER,
    (index + 1) * PORTS_PER_SERVER,
  ) as [number, number, number, number, number];
  const dataDir = path.resolve(`.data/e2e-${name}`);
  return {
    name,
    port,
    baseURL: `http://localhost:${port}`,
    dataDir,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
    coreUrl: `http://127.0.0.1:${corePort}`,
    env: {
      PORT: String(port),
      HOST: "localhost",
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(databasePort),
      DEV_MAILBOX_PORT: String(mailboxPort),
      DEV_CHECKOUT_PORT: String(checkoutPort),
      AUTH_CORE_PORT: String(corePort),
      AUTH_CORE_API_KEY,
      // Sign-ups in tests need not pay for the production bcrypt cost.
      AUTH_CORE_BCRYPT_LOG_ROUNDS: "6",
      NEXT_TELEMETRY_DISABLED: "1",
      ...extra,
    },
  };
}

// The tests play a trusted proxy on loopback: each test names its own client address in
// X-Forwarded-For, so rate limits do not carry over between tests. The second app trusts no
// proxy, as a default install does.
export const mainServer = server("main", 0, { TRUSTED_PROXIES: "127.0.0.1,::1" });
export const shortSessionServer = server("short", 1, { AUTH_CORE_ACCESS_TOKEN_VALIDITY: "2" });
export const servers = [mainServer, shortSessionServer];
