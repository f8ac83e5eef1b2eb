import "server-only";

import type { NextRequest } from "next/server";
import { withSession } from "supertokens-node/nextjs";
import Session, {
  type SessionContainer,
  type VerifySessionOptions,
} from "supertokens-node/recipe/session";
import { UserRoleClaim } from "supertokens-node/recipe/userroles";

import { ADMIN_ROLE } from "@/config/auth";
import { notFound, problemResponse } from "@/lib/http/problems";
import { withRequestLog } from "@/lib/http/request-log";
import { refuseCrossSite } from "@/lib/security/same-origin";

import { confirmedByCore, needsCoreCheck } from "./live-sessions";
import { ensureSuperTokensInit } from "./supertokens";

/** The access token as the SDK reads it: the cookie, or the Authorization header (header mode). */
const accessTokenOf = (request: NextRequest) =>
  request.cookies.get("sAccessToken")?.value ??
  request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");

export type SignedInUser = { id: string; session: SessionContainer };

/** Admin rights are re-read from the core when the token's copy is older than this. */
const ADMIN_CLAIM_MAX_AGE_SECONDS = 60;

/** The session checks of admin-only answers and pages. */
export const adminOnly: VerifySessionOptions = {
  overrideGlobalClaimValidators: (validators) => [
    ...validators,
    UserRoleClaim.validators.includes(ADMIN_ROLE, ADMIN_CLAIM_MAX_AGE_SECONDS),
  ],
};

/**
 * Runs `handler` for a signed-in, verified user. Without a session the SDK answers 401 (expired:
 * "try refresh token"); with a failing claim (unverified email, missing role) 403 (spec §8).
 * Problems the handler throws become JSON `{ message }` answers.
 *
 * A state-changing request from another site is refused first (403), whatever its cookies.
 * The session is checked against the auth core (`checkDatabase`) unless this process had it
 * confirmed in the last few seconds (live-sessions.ts), so an access token stops working once its
 * session is signed out or revoked, not when it expires. Every line logged on the way carries
 * the request's id (lib/http/request-log.ts).
 */
export const requireUser = (
  request: NextRequest,
  handler: (user: SignedInUser) => Promise<Response>,
  options?: VerifySessionOptions,
): Promise<Response> => withRequestLog(request, () => answerSignedIn(request, handler, options));

async function answerSignedIn(
  request: NextRequest,
  handler: (user: SignedInUser) => Promise<Response>,
  options?: VerifySessionOptions,
): Promise<Response> {
  try {
    refuseCrossSite(request);
  } catch (problem) {
    return problemResponse(problem);
  }
  ensureSuperTokensInit();
  // A caller that must see the session as stored now (role changes) always asks the core.
  const checkDatabase = options?.checkDatabase === true || needsCoreCheck(accessTokenOf(request));
  return withSession(
    request,
    async (error, session) => {
      if (error || !session) throw error;
      if (checkDatabase) confirmedByCore(session.getHandle());
      try {
        return await handler({ id: session.getUserId(), session });
      } catch (problem) {
        // The SDK's own errors (a claim refetch that found the session gone) keep its answers.
        if (Session.Error.isErrorFromSuperTokens(problem)) throw problem;
        return problemResponse(problem);
      }
    },
    { ...options, checkDatabase },
  );
}

/** Like `requireUser`, for admins only: 403 otherwise. */
export function requireAdmin(
  request: NextRequest,
  handler: (user: SignedInUser) => Promise<Response>,
) {
  return requireUser(request, handler, adminOnly);
}

/** Whether the user's session carries the admin role (as its token says; `requireAdmin` checks its age). */
export async function hasAdminRole(user: SignedInUser): Promise<boolean> {
  const roles = (await user.session.getClaimValue(UserRoleClaim)) ?? [];
  return roles.includes(ADMIN_ROLE);
}

/** Another customer's record is reported as missing, never as forbidden: ids reveal nothing. */
export function requireOwner(user: SignedInUser, ownerId: string | undefined, what?: string): void {
  if (ownerId !== user.id) throw notFound(what);
}
