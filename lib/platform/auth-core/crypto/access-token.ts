import { compactVerify, decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { z } from "zod";

import type { SigningKeys } from "./signing-keys";

/** Claims the core sets itself; a user payload may not contain them (v5). */
export const PROTECTED_CLAIMS = [
  "sub",
  "exp",
  "iat",
  "sessionHandle",
  "refreshTokenHash1",
  "parentRefreshTokenHash1",
  "antiCsrfToken",
  "tId",
  "rsub",
] as const;

export type TokenInfo = { token: string; expiry: number; createdTime: number };

export type AccessTokenFacts = {
  sessionHandle: string;
  userId: string;
  recipeUserId: string;
  tenantId: string;
  refreshTokenHash1: string;
  parentRefreshTokenHash1: string | null;
  antiCsrfToken: string | null;
  userData: Record<string, unknown>;
};

/** A parsed v5 access token: its facts plus its expiry (ms). */
export type AccessTokenInfo = AccessTokenFacts & { expiryTime: number };

const payloadSchema = z.looseObject({
  sub: z.string(),
  rsub: z.string(),
  tId: z.string(),
  sessionHandle: z.string(),
  refreshTokenHash1: z.string(),
  parentRefreshTokenHash1: z.string().nullable(),
  antiCsrfToken: z.string().nullable(),
  exp: z.number(),
  iat: z.number(),
});

/** Mints a v5 access token (auth-core-cdi.md §4.4): RS256, `version: "5"`, times in whole seconds. */
export async function mintAccessToken(
  keys: SigningKeys,
  facts: AccessTokenFacts,
  options: { now: number; validityMs: number; useStaticKey: boolean; expiryTime?: number },
): Promise<TokenInfo> {
  const key = await keys.signingKey(options.useStaticKey);
  const iat = Math.floor(options.now / 1000);
  const exp = Math.floor((options.expiryTime ?? options.now + options.validityMs) / 1000);
  const token = await new SignJWT({
    ...facts.userData,
    sub: facts.userId,
    exp,
    iat,
    tId: facts.tenantId,
    rsub: facts.recipeUserId,
    sessionHandle: facts.sessionHandle,
    refreshTokenHash1: facts.refreshTokenHash1,
    parentRefreshTokenHash1: facts.parentRefreshTokenHash1,
    antiCsrfToken: facts.antiCsrfToken,
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: key.kid, version: "5" })
    .sign(key.privateKey);
  return { token, expiry: exp * 1000, createdTime: iat * 1000 };
}

export class InvalidAccessTokenError extends Error {
  name = "InvalidAccessTokenError";
}

/** Verifies signature and expiry; any failure means the client should try refreshing. */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  now: number,
): Promise<AccessTokenInfo> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== "RS256" || header.version !== "5") throw new Error("not a v5 token");
    kid = header.kid;
  } catch {
    throw new InvalidAccessTokenError("Token is not a v5 access token");
  }
  const key = kid ? await keys.verificationKey(kid) : undefined;
  if (!key) throw new InvalidAccessTokenError("Access token signing key not found");
  try {
    await compactVerify(token, key.verifyKey);
  } catch {
    throw new InvalidAccessTokenError("Invalid access token signature");
  }
  const info = readAccessToken(token);
  if (info.expiryTime <= now) throw new InvalidAccessTokenError("Access token expired");
  return info;
}

/** Reads a token's claims without checking its signature (regenerate does this, like the core). */
export function readAccessToken(token: string): AccessTokenInfo {
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(decodeJwt(token));
  } catch {
    throw new InvalidAccessTokenError("Access token payload is not valid");
  }
  const userData = Object.fromEntries(
    Object.entries(payload).filter(
      ([claim]) => !(PROTECTED_CLAIMS as readonly string[]).includes(claim),
    ),
  );
  return {
    sessionHandle: payload.sessionHandle,
    userId: payload.sub,
    recipeUserId: payload.rsub,
    tenantId: payload.tId,
    refreshTokenHash1: payload.refreshTokenHash1,
    parentRefreshTokenHash1: payload.parentRefreshTokenHash1,
    antiCsrfToken: payload.antiCsrfToken,
    userData,
    expiryTime: payload.exp * 1000,
  };
}
