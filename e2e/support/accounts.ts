import { randomUUID } from "node:crypto";

import type { BrowserContext } from "@playwright/test";

import { latestEmail, VERIFY_SUBJECT } from "./mailbox";
import { AUTH_CORE_API_KEY, mainServer, type E2eServer } from "./servers";

export const PASSWORD = "Clearance2026";

export const uniqueEmail = (label = "user") => `${label}.${randomUUID().slice(0, 8)}@example.com`;

const formFields = (fields: Record<string, string>) => ({
  formFields: Object.entries(fields).map(([id, value]) => ({ id, value })),
});

/** Calls the auth API the way the prebuilt UI does, with the browser context's cookies. */
async function authCall(
  context: BrowserContext,
  server: E2eServer,
  path: string,
  rid: string,
  data?: unknown,
) {
  const response = await context.request.post(`${server.baseURL}/api/auth${path}`, {
    data: data ?? {},
    headers: { rid, "st-auth-mode": "cookie" },
  });
  const body = (await response.json()) as { status?: string };
  if (!response.ok() || body.status !== "OK") {
    throw new Error(`${path} answered ${response.status()} ${JSON.stringify(body)}`);
  }
  await keepFrontToken(context, server, response.headers()["front-token"]);
  return body;
}

/**
 * Stores the session's front token the way the browser SDK does after a sign-in through the UI.
 * Without it the first page would refresh the session, and the refreshed token's promotion on
 * the next request would update the token while the test moves on.
 */
async function keepFrontToken(context: BrowserContext, server: E2eServer, frontToken?: string) {
  if (!frontToken || frontToken === "remove") return;
  await context.addCookies(
    [
      ["sFrontToken", frontToken],
      ["st-last-access-token-update", Date.now().toString()],
    ].map(([name, value]) => ({ name: name!, value: value!, url: server.baseURL })),
  );
}

/** A core call as an operator would make it (role assignments). */
async function coreCall(server: E2eServer, method: string, path: string, body: unknown) {
  const response = await fetch(`${server.coreUrl}${path}`, {
    method,
    headers: { "api-key": AUTH_CORE_API_KEY, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`core ${path} answered ${response.status}`);
  return response.json() as Promise<{ status: string }>;
}

export async function signIn(context: BrowserContext, email: string, server = mainServer) {
  await authCall(
    context,
    server,
    "/signin",
    "emailpassword",
    formFields({ email, password: PASSWORD }),
  );
}

/**
 * A customer as the product sees one: signed up, email verified (through the e-mailed link),
 * signed in within `context`. With `admin`, the role is granted and the session starts afresh.
 */
export async function createUser(
  context: BrowserContext,
  options: { email?: string; verified?: boolean; admin?: boolean; server?: E2eServer } = {},
) {
  const server = options.server ?? mainServer;
  const email = options.email ?? uniqueEmail(options.admin ? "admin" : "customer");
  const signUp = (await authCall(
    context,
    server,
    "/signup",
    "emailpassword",
    formFields({ email, password: PASSWORD }),
  )) as {
    user: { id: string };
  };
  if (options.verified ?? true) {
    await authCall(context, server, "/user/email/verify/token", "emailverification");
    const link = (await latestEmail(server, email, VERIFY_SUBJECT)).links[0]!;
    const token = new URL(link).searchParams.get("token");
    await authCall(context, server, "/user/email/verify", "emailverification", {
      method: "token",
      token,
    });
  }
  if (options.admin) {
    await coreCall(server, "PUT", "/recipe/role", { role: "admin", permissions: [] });
    await coreCall(server, "PUT", "/public/recipe/user/role", {
      userId: signUp.user.id,
      role: "admin",
    });
    await context.clearCookies();
    await signIn(context, email, server);
  }
  return { email, userId: signUp.user.id };
}
