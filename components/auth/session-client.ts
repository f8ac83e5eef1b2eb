"use client";

import SuperTokens from "supertokens-web-js";
import Session, { signOut } from "supertokens-web-js/recipe/session";

import { authPaths } from "@/config/auth";
import { appInfo } from "@/lib/auth/app-info";

import { startOnce } from "./sdk-start";

/**
 * The browser's session outside /auth: supertokens-web-js with its session recipe only, which
 * wraps `fetch` and XMLHttpRequest so an API call answered 401 "try refresh token" refreshes the
 * session once and is sent again. Started before any call: hence during render, not in an effect.
 */
export function startSessionClient(): void {
  if (typeof window === "undefined") return;
  startOnce("web-js", () =>
    SuperTokens.init({ appInfo: appInfo(window.location.origin), recipeList: [Session.init()] }),
  );
}

const NOTICE_KEY = "auth-notice";

/**
 * Signs out and loads sign-in afresh (its SDK cannot start in a page that started this one),
 * with `notice` as a toast there.
 */
export async function signOutToSignIn(notice?: string): Promise<void> {
  await signOut();
  if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  window.location.assign(authPaths.websiteBasePath);
}

/** The toast `signOutToSignIn` left for the sign-in page, once. */
export function takeSignInNotice(): string | undefined {
  const notice = sessionStorage.getItem(NOTICE_KEY) ?? undefined;
  sessionStorage.removeItem(NOTICE_KEY);
  return notice;
}
