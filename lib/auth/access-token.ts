import { createRemoteJWKSet, errors, jwtVerify } from "jose";

import type { TokenCheck } from "./gate";

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

function coreJwks(): ReturnType<typeof createRemoteJWKSet> | undefined {
  const coreUrl = process.env.SUPERTOKENS_CONNECTION_URI?.split(";")[0];
  if (!coreUrl) return undefined;
  jwks ??= createRemoteJWKSet(new URL(`${coreUrl.replace(/\/$/, "")}/.well-known/jwks.json`));
  return jwks;
}

/**
 * Tokens whose signature this process has checked, with their claims. A browser sends the same
 * token with every page until it expires, and an RSA check was the proxy's largest cost (about
 * 6 % of a signed-in page's server time). Only the exact bytes that were verified are found
 * here, and their expiry is checked again on each use.
 */
const MAX_REMEMBERED = 10_000;
const verified = new Map<string, Record<string, unknown>>();

const expiredAt = (payload: Record<string, unknown>, now: number) =>
  typeof payload.exp === "number" && payload.exp * 1000 <= now;

/**
 * Verifies the access-token cookie against the auth core's published keys (cached), without a
 * call per request. A token that fails any check (a forged signature, `alg: none`, a key the core
 * never published even after the key set is fetched again) is "invalid"; only a core that
 * cannot be reached leaves it "unknown".
 */
export async function checkAccessToken(
  token: string | undefined,
  now = Date.now(),
): Promise<TokenCheck> {
  if (!token) return { state: "none" };
  const known = verified.get(token);
  if (known)
    return expiredAt(known, now) ? { state: "expired" } : { state: "valid", payload: known };
  const keys = coreJwks();
  if (!keys) return { state: "unknown" };
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ["RS256"],
      currentDate: new Date(now),
    });
    if (verified.size >= MAX_REMEMBERED) verified.clear();
    verified.set(token, payload);
    return { state: "valid", payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { state: "expired" };
    const unreachable = error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError);
    return { state: unreachable ? "unknown" : "invalid" };
  }
}
