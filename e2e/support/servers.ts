import path from "node:path";

/**
 * The apps the e2e run starts with the real launcher: the main one, and one whose access tokens
 * live two seconds (for the refresh-after-expiry flow). Each has its own data folder, wiped per
 * run, and fixed ports so tests can reach its mailbox and auth core.
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

function server(name: string, offset: number, extra: Record<string, string> = {}): E2eServer {
  const port = 3100 + offset;
  const dataDir = path.resolve(`.data/e2e-${name}`);
  const mailboxPort = 1180 + offset;
  const corePort = 3667 + offset;
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
      EMBEDDED_POSTGRES_PORT: String(55433 + offset),
      DEV_MAILBOX_PORT: String(mailboxPort),
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
