import { decodeJwt } from "jose";
import type { NextRequest } from "next/server";

import { authPaths, authRateLimits } from "@/config/auth";
import { consumeRateLimit, describeWait, pruneRateLimits, type RateRule } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/security/trusted-proxies";

type Limited = { perIp: RateRule; perAccount?: RateRule };
/** What a guard reads of the request: its body (already read, within its limit) and cookies. */
type AuthCall = { body: Uint8Array; request: NextRequest };
type Guard = {
  method: string;
  /** The route as supertokens-node names it, without the base path or a tenant. */
  route: string;
  name: string;
  rules: Limited;
  message: (wait: string) => string;
  account(call: AuthCall): string | undefined;
};

const emailField = ({ body }: AuthCall) => {
  let form: { formFields?: { id: string; value: unknown }[] } | undefined;
  try {
    form = JSON.parse(new TextDecoder().decode(body)) as typeof form;
  } catch {
    return undefined;
  }
  const email = form?.formFields?.find?.((field) => field.id === "email")?.value;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

/** The signed-in user, read from the access-token cookie without verifying it: only a counter key. */
const sessionUser = ({ request }: AuthCall) => {
  const token = request.cookies.get("sAccessToken")?.value;
  try {
    return token ? String(decodeJwt(token).sub) : undefined;
  } catch {
    return undefined;
  }
};

const guards: Guard[] = [
  {
    method: "POST",
    route: "/signin",
    name: "signin",
    rules: authRateLimits.signin,
    message: (wait) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
    account: emailField,
  },
  {
    method: "POST",
    route: "/signup",
    name: "signup",
    rules: authRateLimits.signup,
    message: (wait) =>
      `Too many accounts were created from your network. Please try again in ${wait}.`,
    account: () => undefined,
  },
  ...["/emailpassword/email/exists", "/signup/email/exists"].map((route) => ({
    method: "GET",
    route,
    name: "email-exists",
    rules: authRateLimits.emailExists,
    message: (wait: string) => `Too many e-mail checks. Please wait ${wait} and try again.`,
    account: () => undefined,
  })),
  {
    method: "POST",
    route: "/user/password/reset/token",
    name: "reset",
    rules: authRateLimits.passwordResetEmail,
    message: (wait) =>
      `Too many password reset e-mails were requested. Please wait ${wait} and try again.`,
    account: emailField,
  },
  {
    method: "POST",
    route: "/user/email/verify/token",
    name: "verify",
    rules: authRateLimits.verificationEmail,
    message: (wait) =>
      `Too many verification e-mails were requested. Please wait ${wait} before asking for another.`,
    account: sessionUser,
  },
];

/**
 * The auth route a request path names, in the one form the guards know: decoded, lower-case,
 * without repeated or trailing slashes, and without whatever comes between the base path and
 * the route (supertokens-node also serves `/api/auth/<tenantId>/signin` and `/appid-…/…`).
 */
export function guardFor(method: string, pathname: string): Guard | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  if (!path.startsWith(`${authPaths.apiBasePath}/`)) return undefined;
  return guards.find(
    (guard) => guard.method === method.toUpperCase() && path.endsWith(guard.route),
  );
}

/**
 * Counts sign-in, sign-up, e-mail checks and e-mail sending per client address and per account,
 * whatever form the path takes; answers a 429 with a sentence when one is over its limit, or
 * undefined to go ahead.
 */
export async function authRateLimitResponse(
  request: NextRequest,
  body: Uint8Array,
): Promise<Response | undefined> {
  const guard = guardFor(request.method, request.nextUrl.pathname);
  if (!guard) return undefined;
  if (Math.random() < 0.01) void pruneRateLimits().catch(() => {});

  const ip = requestClientIp(request.headers);
  const account = guard.rules.perAccount ? guard.account({ body, request }) : undefined;
  const decisions = await Promise.all([
    consumeRateLimit(`${guard.name}:ip:${ip}`, guard.rules.perIp),
    ...(account && guard.rules.perAccount
      ? [consumeRateLimit(`${guard.name}:account:${account}`, guard.rules.perAccount)]
      : []),
  ]);
  const wait = Math.max(
    0,
    ...decisions.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds)),
  );
  if (wait === 0) return undefined;
  return Response.json(
    { status: "GENERAL_ERROR", message: guard.message(describeWait(wait)) },
    { status: 429, headers: { "retry-after": String(wait) } },
  );
}
