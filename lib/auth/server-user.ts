import "server-only";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import Session from "supertokens-node/recipe/session";

import type { Audience } from "@/config/routes";
import { PATHNAME_HEADER, SEARCH_HEADER } from "@/lib/site/request-headers";

import { signInPath, verifyEmailPath } from "./gate";
import { confirmedByCore, needsCoreCheck } from "./live-sessions";
import { adminOnly, type SignedInUser } from "./session";
import { ensureSuperTokensInit } from "./supertokens";

export type PageAudience = Exclude<Audience, "public">;

/**
 * What a server component may show: the page for `user`, or, instead of it, the browser's
 * silent refresh of an expired token, or the access-denied screen.
 */
export type PageSession =
  { state: "signed-in"; user: SignedInUser } | { state: "refresh" } | { state: "access-denied" };

/**
 * The verified user of the request, for server components: the same checks as `requireUser` /
 * `requireAdmin` on the API, the session included (asked of the core as live-sessions.ts says),
 * so a signed-out token is refused here too. No or a refused session goes to sign-in and back, an unverified e-mail to
 * verify-email (both redirect). Once per request, whether the layout or the page asks first.
 */
export const pageSession = cache(async (audience: PageAudience): Promise<PageSession> => {
  const token = (await cookies()).get("sAccessToken")?.value;
  if (!token) redirect(await backAfterSignIn());
  ensureSuperTokensInit();
  const checkDatabase = needsCoreCheck(token);
  try {
    const session = await Session.getSessionWithoutRequestResponse(token, undefined, {
      ...(audience === "admin" ? adminOnly : {}),
      // A page is only read: no cross-site change to guard against.
      antiCsrfCheck: false,
      checkDatabase,
      sessionRequired: true,
    });
    if (checkDatabase) confirmedByCore(session.getHandle());
    return { state: "signed-in", user: { id: session.getUserId(), session } };
  } catch (error) {
    if (!Session.Error.isErrorFromSuperTokens(error)) throw error;
    if (error.type === Session.Error.TRY_REFRESH_TOKEN) return { state: "refresh" };
    if (error.type !== Session.Error.INVALID_CLAIMS) redirect(await backAfterSignIn());
    const claims = error.payload as { id: string }[];
    if (claims.some((claim) => claim.id === "st-ev")) redirect(verifyEmailPath);
    return { state: "access-denied" };
  }
});

async function backAfterSignIn(): Promise<string> {
  const request = await headers();
  return signInPath(`${request.get(PATHNAME_HEADER) ?? "/"}${request.get(SEARCH_HEADER) ?? ""}`);
}
