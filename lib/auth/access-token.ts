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
 * Verifies the access-token cookie against the auth core's published keys (cached), without a
 * call per request. A token that fails any check (a forged signature, `alg: none`, a key the core
 * never published even after the key set is fetched again) is "invalid"; only a core that
 * cannot be reached leaves it "unknown".
 */
export async function checkAccessToken(token: string | undefined): Promise<TokenCheck> {
  if (!token) return { state: "none" };
  const keys = coreJwks();
  if (!keys) return { state: "unknown" };
  try {
    const { payload } = await jwtVerify(token, keys, { algorithms: ["RS256"] });
    return { state: "valid", payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { state: "expired" };
    const unreachable = error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError);
    return { state: unreachable ? "unknown" : "invalid" };
  }
}
