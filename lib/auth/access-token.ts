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
 * call per request. A key it cannot find yet, or a core it cannot reach, is "unknown", not
 * "invalid": the page then decides on the client.
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
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JWSInvalid ||
      error instanceof errors.JWTInvalid ||
      error instanceof errors.JWTClaimValidationFailed
    ) {
      return { state: "invalid" };
    }
    return { state: "unknown" };
  }
}
