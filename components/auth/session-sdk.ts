"use client";

import SuperTokens from "supertokens-web-js";
import Session, { attemptRefreshingSession, signOut } from "supertokens-web-js/recipe/session";

import { appInfo } from "@/lib/auth/app-info";

import { startOnce } from "./sdk-start";

/*
 * supertokens-web-js with its session recipe only, outside /auth (28 kB compressed): loaded by
 * session-client.ts when a session first needs it (an expired token to refresh, a sign-out),
 * not with every page. Under /auth, auth-react has started web-js with its own recipes.
 */

function start(): void {
  startOnce("web-js", () =>
    SuperTokens.init({ appInfo: appInfo(window.location.origin), recipeList: [Session.init()] }),
  );
}

/** Trades the refresh token for new tokens; false when there is no session to refresh. */
export async function refresh(): Promise<boolean> {
  start();
  return attemptRefreshingSession();
}

export async function end(): Promise<void> {
  start();
  await signOut();
}
