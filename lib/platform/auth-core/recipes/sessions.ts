import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";

import { and, eq, gt, inArray } from "drizzle-orm";

import type { CoreContext } from "../context";
import { PUBLIC_TENANT } from "../context";
import {
  InvalidAccessTokenError,
  mintAccessToken,
  PROTECTED_CLAIMS,
  readAccessToken,
  verifyAccessToken,
  type AccessTokenFacts,
  type AccessTokenInfo,
  type TokenInfo,
} from "../crypto/access-token";
import { sha256Hex } from "../crypto/hash";
import { openRefreshToken, sealRefreshToken } from "../crypto/refresh-token";
import type { AuthQueryable } from "../db/client";
import { sessions } from "../db/schema";
import { badRequest } from "../http/errors";

type Json = Record<string, unknown>;
type SessionRow = typeof sessions.$inferSelect;

/** The session object of CDI answers. */
export type SessionJson = {
  handle: string;
  userId: string;
  recipeUserId: string;
  userDataInJWT: Json;
  tenantId: string;
};

export type Unauthorised = { status: "UNAUTHORISED"; message: string };
const unauthorised = (message: string): Unauthorised => ({ status: "UNAUTHORISED", message });

/** Rejects user payloads that try to set the core's own claims (the official core answers 400). */
export function assertUserPayload(payload: Json): void {
  const clash = PROTECTED_CLAIMS.find((claim) => claim in payload);
  if (clash) throw badRequest(`The user payload contains protected field: ${clash}`);
}

function mint(
  core: CoreContext,
  facts: AccessTokenFacts,
  useStaticKey: boolean,
  expiryTime?: number,
) {
  return mintAccessToken(core.keys, facts, {
    now: core.now(),
    validityMs: core.config.accessTokenValidityMs,
    useStaticKey,
    expiryTime,
  });
}

/** A new refresh token for a session; its expiry is the session's refresh validity from now. */
function newRefreshToken(
  core: CoreContext,
  content: {
    sessionHandle: string;
    userId: string;
    tenantId: string;
    parentRefreshTokenHash1: string | null;
    antiCsrfToken: string | null;
  },
): TokenInfo {
  const now = core.now();
  return {
    token: sealRefreshToken(content, core.refreshTokenKey),
    expiry: now + core.config.refreshTokenValidityMs,
    createdTime: now,
  };
}

export async function createSession(
  core: CoreContext,
  input: {
    tenantId: string;
    userId: string;
    userDataInJWT: Json;
    userDataInDatabase: Json;
    useDynamicSigningKey: boolean;
    enableAntiCsrf: boolean;
  },
) {
  assertUserPayload(input.userDataInJWT);
  const handle =
    input.tenantId === PUBLIC_TENANT ? randomUUID() : `${randomUUID()}_${input.tenantId}`;
  const antiCsrfToken = input.enableAntiCsrf ? randomUUID() : null;
  const useStaticKey = !input.useDynamicSigningKey;
  const refreshToken = newRefreshToken(core, {
    sessionHandle: handle,
    userId: input.userId,
    tenantId: input.tenantId,
    parentRefreshTokenHash1: null,
    antiCsrfToken,
  });
  const accessToken = await mint(
    core,
    {
      sessionHandle: handle,
      userId: input.userId,
      recipeUserId: input.userId,
      tenantId: input.tenantId,
      refreshTokenHash1: sha256Hex(refreshToken.token),
      parentRefreshTokenHash1: null,
      antiCsrfToken,
      userData: input.userDataInJWT,
    },
    useStaticKey,
  );
  await core.db.insert(sessions).values({
    handle,
    tenantId: input.tenantId,
    userId: input.userId,
    recipeUserId: input.userId,
    refreshTokenHash2: sha256Hex(sha256Hex(refreshToken.token)),
    sessionData: input.userDataInDatabase,
    jwtPayload: input.userDataInJWT,
    expiresAt: refreshToken.expiry,
    createdAt: refreshToken.createdTime,
    useStaticKey,
  });
  return {
    status: "OK" as const,
    session: sessionJson(handle, input.userId, input.userDataInJWT, input.tenantId),
    accessToken,
    refreshToken,
    ...(antiCsrfToken ? { antiCsrfToken } : {}),
  };
}

function sessionJson(
  handle: string,
  userId: string,
  userDataInJWT: Json,
  tenantId: string,
): SessionJson {
  return { handle, userId, recipeUserId: userId, userDataInJWT, tenantId };
}

const fromToken = (token: AccessTokenInfo, userDataInJWT = token.userData): SessionJson => ({
  handle: token.sessionHandle,
  userId: token.userId,
  recipeUserId: token.recipeUserId,
  userDataInJWT,
  tenantId: token.tenantId,
});

/** Locks a live session row for the rest of the transaction. */
async function lockSession(q: AuthQueryable, handle: string): Promise<SessionRow | undefined> {
  const [row] = await q.select().from(sessions).where(eq(sessions.handle, handle)).for("update");
  return row;
}

/**
 * `POST /recipe/session/verify`: signature, expiry and anti-CSRF, then — for the first token
 * after a refresh, a database check or a stale payload — promotion of the new refresh token and
 * a fresh access token (auth-core-cdi.md §5.2).
 */
export async function verifySession(
  core: CoreContext,
  input: {
    accessToken: string;
    antiCsrfToken?: string;
    doAntiCsrfCheck: boolean;
    enableAntiCsrf: boolean;
    checkDatabase: boolean;
  },
) {
  let token: AccessTokenInfo;
  try {
    token = await verifyAccessToken(core.keys, input.accessToken, core.now());
  } catch (error) {
    if (error instanceof InvalidAccessTokenError)
      return { status: "TRY_REFRESH_TOKEN" as const, message: error.message };
    throw error;
  }
  if (
    input.enableAntiCsrf &&
    input.doAntiCsrfCheck &&
    input.antiCsrfToken !== token.antiCsrfToken
  ) {
    return { status: "TRY_REFRESH_TOKEN" as const, message: "anti-csrf check failed" };
  }

  let payloadNeedsUpdate = false;
  if (input.checkDatabase) {
    const [row] = await core.db
      .select()
      .from(sessions)
      .where(eq(sessions.handle, token.sessionHandle));
    if (!row || row.expiresAt < core.now()) {
      return unauthorised("Either the session has ended or has been blacklisted");
    }
    payloadNeedsUpdate = !isDeepStrictEqual(token.userData, row.jwtPayload);
  }
  if (token.parentRefreshTokenHash1 === null && !payloadNeedsUpdate) {
    return { status: "OK" as const, session: fromToken(token) };
  }

  return core.db.transaction(async (tx) => {
    const row = await lockSession(tx, token.sessionHandle);
    if (!row) return unauthorised("Session missing in db");
    const promote =
      token.parentRefreshTokenHash1 !== null &&
      row.refreshTokenHash2 === sha256Hex(token.parentRefreshTokenHash1);
    const current = row.refreshTokenHash2 === sha256Hex(token.refreshTokenHash1);
    if (!promote && !current && !payloadNeedsUpdate) {
      return { status: "OK" as const, session: fromToken(token) };
    }
    if (promote) {
      await tx
        .update(sessions)
        .set({
          refreshTokenHash2: sha256Hex(token.refreshTokenHash1),
          expiresAt: core.now() + core.config.refreshTokenValidityMs,
        })
        .where(eq(sessions.handle, row.handle));
    }
    const accessToken = await mint(
      core,
      { ...token, parentRefreshTokenHash1: null, userData: row.jwtPayload },
      row.useStaticKey,
    );
    return { status: "OK" as const, session: fromToken(token, row.jwtPayload), accessToken };
  });
}

/**
 * `POST /recipe/session/refresh` (auth-core-cdi.md §5.4): the current refresh token gets a child without
 * changing the row; an unused child is promoted first; anything else is token theft.
 */
export async function refreshSession(
  core: CoreContext,
  input: {
    refreshToken: string;
    antiCsrfToken?: string;
    enableAntiCsrf: boolean;
    useDynamicSigningKey: boolean;
  },
) {
  const content = openRefreshToken(input.refreshToken, core.refreshTokenKey);
  if (!content) return unauthorised("Invalid refresh token");
  if (
    input.enableAntiCsrf &&
    content.antiCsrfToken !== null &&
    content.antiCsrfToken !== input.antiCsrfToken
  ) {
    return unauthorised("Anti CSRF token missing, or not matching");
  }
  const presentedHash2 = sha256Hex(sha256Hex(input.refreshToken));
  const useStaticKey = !input.useDynamicSigningKey;

  return core.db.transaction(async (tx) => {
    let row = await lockSession(tx, content.sessionHandle);
    if (!row || row.expiresAt < core.now())
      return unauthorised("Session missing in db or has expired");

    const isUnusedChild =
      content.parentRefreshTokenHash1 !== null &&
      sha256Hex(content.parentRefreshTokenHash1) === row.refreshTokenHash2;
    if (row.refreshTokenHash2 !== presentedHash2 && isUnusedChild) {
      [row] = await tx
        .update(sessions)
        .set({
          refreshTokenHash2: presentedHash2,
          expiresAt: core.now() + core.config.refreshTokenValidityMs,
        })
        .where(eq(sessions.handle, row.handle))
        .returning();
    }
    if (row!.refreshTokenHash2 !== presentedHash2) {
      return {
        status: "TOKEN_THEFT_DETECTED" as const,
        session: { handle: row!.handle, userId: row!.userId, recipeUserId: row!.recipeUserId },
      };
    }

    const session = row!;
    if (session.useStaticKey !== useStaticKey) {
      await tx.update(sessions).set({ useStaticKey }).where(eq(sessions.handle, session.handle));
    }
    const antiCsrfToken = input.enableAntiCsrf ? randomUUID() : null;
    const refreshToken = newRefreshToken(core, {
      sessionHandle: session.handle,
      userId: session.recipeUserId,
      tenantId: session.tenantId,
      parentRefreshTokenHash1: sha256Hex(input.refreshToken),
      antiCsrfToken,
    });
    const accessToken = await mint(
      core,
      {
        sessionHandle: session.handle,
        userId: session.userId,
        recipeUserId: session.recipeUserId,
        tenantId: session.tenantId,
        refreshTokenHash1: sha256Hex(refreshToken.token),
        parentRefreshTokenHash1: sha256Hex(input.refreshToken),
        antiCsrfToken,
        userData: session.jwtPayload,
      },
      useStaticKey,
    );
    return {
      status: "OK" as const,
      session: sessionJson(session.handle, session.userId, session.jwtPayload, session.tenantId),
      accessToken,
      refreshToken,
      ...(antiCsrfToken ? { antiCsrfToken } : {}),
    };
  });
}

/** `POST /recipe/session/regenerate`: new payload, same expiry; reads the token unverified. */
export async function regenerateSession(
  core: CoreContext,
  input: { accessToken: string; userDataInJWT?: Json },
) {
  let token: AccessTokenInfo;
  try {
    token = readAccessToken(input.accessToken);
  } catch {
    return unauthorised("Invalid access token");
  }
  if (input.userDataInJWT) assertUserPayload(input.userDataInJWT);
  const [row] = await core.db
    .update(sessions)
    .set(input.userDataInJWT ? { jwtPayload: input.userDataInJWT } : {})
    .where(and(eq(sessions.handle, token.sessionHandle), gt(sessions.expiresAt, core.now())))
    .returning();
  if (!row) return unauthorised("Session does not exist.");
  const payload = input.userDataInJWT ?? row.jwtPayload;
  if (token.expiryTime < core.now())
    return { status: "OK" as const, session: fromToken(token, payload) };
  const accessToken = await mint(
    core,
    { ...token, userData: payload },
    row.useStaticKey,
    token.expiryTime,
  );
  return { status: "OK" as const, session: fromToken(token, payload), accessToken };
}

export async function getSessionInformation(core: CoreContext, handle: string) {
  const [row] = await core.db.select().from(sessions).where(eq(sessions.handle, handle));
  if (!row || row.expiresAt < core.now()) return unauthorised("Session does not exist.");
  return {
    status: "OK" as const,
    sessionHandle: row.handle,
    userId: row.userId,
    recipeUserId: row.recipeUserId,
    userDataInDatabase: row.sessionData,
    expiry: row.expiresAt,
    userDataInJWT: row.jwtPayload,
    timeCreated: row.createdAt,
    tenantId: row.tenantId,
  };
}

export async function removeSessionsByHandle(core: CoreContext, handles: string[]) {
  if (handles.length === 0) return { status: "OK" as const, sessionHandlesRevoked: [] };
  const removed = await core.db
    .delete(sessions)
    .where(inArray(sessions.handle, handles))
    .returning({ handle: sessions.handle });
  return { status: "OK" as const, sessionHandlesRevoked: removed.map((row) => row.handle) };
}

export async function removeSessionsOfUser(
  core: CoreContext,
  userId: string,
  tenantId: string | undefined,
) {
  const removed = await core.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.recipeUserId, userId),
        tenantId ? eq(sessions.tenantId, tenantId) : undefined,
      ),
    )
    .returning({ handle: sessions.handle });
  return { status: "OK" as const, sessionHandlesRevoked: removed.map((row) => row.handle) };
}

export async function sessionHandlesOfUser(
  core: CoreContext,
  userId: string,
  tenantId: string | undefined,
) {
  const rows = await core.db
    .select({ handle: sessions.handle })
    .from(sessions)
    .where(
      and(
        eq(sessions.recipeUserId, userId),
        gt(sessions.expiresAt, core.now()),
        tenantId ? eq(sessions.tenantId, tenantId) : undefined,
      ),
    );
  return { status: "OK" as const, sessionHandles: rows.map((row) => row.handle) };
}

/** `PUT /recipe/session/data` and `PUT /recipe/jwt/data`: replace one of the stored payloads. */
export async function updateStoredPayload(
  core: CoreContext,
  handle: string,
  change: { sessionData: Json } | { jwtPayload: Json },
) {
  if ("jwtPayload" in change) assertUserPayload(change.jwtPayload);
  const updated = await core.db
    .update(sessions)
    .set(change)
    .where(and(eq(sessions.handle, handle), gt(sessions.expiresAt, core.now())))
    .returning({ handle: sessions.handle });
  return updated.length ? { status: "OK" as const } : unauthorised("Session does not exist.");
}
