import fs from "node:fs";

import { pickPort } from "@/lib/net/ports";
import { launchApp, stopApp, tempDataDir, waitForHealth } from "@/test/launcher";

/** Known to the bench so that it can verify a customer's e-mail with the core directly. */
const AUTH_CORE_API_KEY = "bench-auth-core-key-0123456789";

/**
 * The launcher's environment for `dataDir` with each server it starts on a free port: the
 * launcher would otherwise take its default ports when they happen to be free. All of them
 * listen on loopback (HOST defaults to localhost).
 */
export async function launchEnv(dataDir: string): Promise<Record<string, string>> {
  const names = [
    "PORT",
    "EMBEDDED_POSTGRES_PORT",
    "AUTH_CORE_PORT",
    "DEV_MAILBOX_PORT",
    "DEV_CHECKOUT_PORT",
  ];
  const env: Record<string, string> = { DATA_DIR: dataDir, AUTH_CORE_API_KEY };
  for (const name of names) env[name] = String(await pickPort(0));
  return env;
}

export type BenchApp = {
  origin: string;
  /** The development mailbox's web API, where the app's e-mails arrive. */
  mailboxOrigin: string;
  /** The launcher's process id: Next.js and the other servers run under it. */
  pid: number;
  /** A call to the embedded auth core, as an operator makes it. */
  core<T>(path: string, body: unknown): Promise<T>;
  stop(): Promise<void>;
};

/** The production build through the real launcher, in a new data dir removed once it stops. */
export async function startBenchApp(extraEnv: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = tempDataDir("ncs-bench-");
  const env = { ...(await launchEnv(dataDir)), ...extraEnv };
  const app = launchApp("start", env);
  const stop = async () => {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(Number(env.PORT), app);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: `http://localhost:${env.PORT}`,
    mailboxOrigin: `http://localhost:${env.DEV_MAILBOX_PORT}`,
    pid: app.child.pid!,
    async core<T>(path: string, body: unknown) {
      const response = await fetch(`http://127.0.0.1:${env.AUTH_CORE_PORT}${path}`, {
        method: "POST",
        headers: { "api-key": AUTH_CORE_API_KEY, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as T & { status?: string };
      if (!response.ok || answer.status !== "OK") {
        throw new Error(`core ${path} answered ${response.status} ${JSON.stringify(answer)}`);
      }
      return answer;
    },
    stop,
  };
}
