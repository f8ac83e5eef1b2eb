import { decodeJwt } from "jose";
import type { RecipeInterface } from "supertokens-node/recipe/session/types";

/**
 * Sessions the auth core confirmed alive moments ago, by session handle. `requireUser` asks the
 * core on an API call (`checkDatabase`) unless this process had the session confirmed within
 * the last few seconds, so a page's burst of calls costs one core round trip, not one each. A
 * sign-out or revocation made through this process forgets the session at once; one made
 * through another instance is seen here within `CONFIRMED_FOR_MS`.
 */
export const CONFIRMED_FOR_MS = 5_000;
const MAX_REMEMBERED = 10_000;
const confirmedAt = new Map<string, number>();

const handleOf = (accessToken: string | undefined): string | undefined => {
  if (!accessToken) return undefined;
  try {
    const handle = decodeJwt(accessToken).sessionHandle;
    return typeof handle === "string" ? handle : undefined;
  } catch {
    return undefined;
  }
};

/** Whether the core must be asked about the session behind this (not yet verified) token. */
export function needsCoreCheck(accessToken: string | undefined, now = Date.now()): boolean {
  const at = confirmedAt.get(handleOf(accessToken) ?? "");
  return at === undefined || now - at > CONFIRMED_FOR_MS;
}

/** Records that the core has just confirmed the session alive. */
export function confirmedByCore(sessionHandle: string, now = Date.now()): void {
  if (confirmedAt.size >= MAX_REMEMBERED) confirmedAt.clear();
  confirmedAt.set(sessionHandle, now);
}

/** supertokens-node's session functions, forgetting sessions as they are revoked here. */
export function forgetRevokedSessions(original: RecipeInterface): RecipeInterface {
  return {
    ...original,
    async revokeSession(input) {
      confirmedAt.delete(input.sessionHandle);
      return original.revokeSession(input);
    },
    async revokeMultipleSessions(input) {
      for (const handle of input.sessionHandles) confirmedAt.delete(handle);
      return original.revokeMultipleSessions(input);
    },
    async revokeAllSessionsForUser(input) {
      // Handles are not kept by user: forgetting them all costs one core check per live session.
      confirmedAt.clear();
      return original.revokeAllSessionsForUser(input);
    },
  };
}
