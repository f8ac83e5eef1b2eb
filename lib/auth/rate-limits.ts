import { decodeJwt } from "jose";
import type { NextRequest } from "next/server";

import { authPaths, authRateLimits } from "@/config/auth";
import { serverEnv } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { consumeRateLimit, describeWait, pruneRateLimits, type RateRule } from "@/lib/rate-limit";

type Limited = { perIp: RateRule; perAccount?: RateRule };
type Guard = {
  name: string;
  rules: Limited;
  message: (wait: string) => string;
  account(request: NextRequest): Promise<string | undefined>;
};

const emailField = async (request: NextRequest) => {
  const body = (await request
    .clone()
    .json()
    .catch(() => undefined)) as { formFields?: { id: string; value: unknown }[] } | undefined;
  const email = body?.formFields?.find((field) => field.id === "email")?.value;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

/** The signed-in user, read from the access-token cookie without verifying it: only a counter key. */
const sessionUser = async (request: NextRequest) => {
  const token = request.cookies.get("sAccessToken")?.value;
  try {
    return token ? String(decodeJwt(token).sub) : undefined;
  } catch {
    return undefined;
  }
};

const guards: Record<string, Guard> = {
  "POST /signin": {
    name: "signin",
    rules: authRateLimits.signin,
    message: (wait) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
    account: emailField,
  },
  "POST /signup": {
    name: "signup",
    rules: authRateLimits.signup,
    message: (wait) =>
      `Too many accounts were created from your network. Please try again in ${wait}.`,
    account: async () => undefined,
  },
  "POST /user/password/reset/token": {
    name: "reset",
    rules: authRateLimits.passwordResetEmail,
    message: (wait) =>
      `Too many password reset e-mails were requested. Please wait ${wait} and try again.`,
    account: emailField,
  },
  "POST /user/email/verify/token": {
    name: "verify",
    rules: authRateLimits.verificationEmail,
    message: (wait) =>
      `Too many verification e-mails were requested. Please wait ${wait} before asking for another.`,
    account: sessionUser,
  },
};

/**
 * Counts sign-in, sign-up and e-mail sending attempts per client IP and per account; answers
 * a 429 with a sentence when one is over its limit, or undefined to go ahead.
 */
export async function authRateLimitResponse(request: NextRequest): Promise<Response | undefined> {
  const path = request.nextUrl.pathname.slice(authPaths.apiBasePath.length);
  const guard = guards[`${request.method} ${path}`];
  if (!guard) return undefined;
  if (Math.random() < 0.01) void pruneRateLimits().catch(() => {});

  const ip = clientIp(request.headers, serverEnv().TRUSTED_PROXY_HOPS);
  const account = guard.rules.perAccount ? await guard.account(request) : undefined;
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
