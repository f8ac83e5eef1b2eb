"use client";

import { authPaths } from "@/config/auth";

/**
 * The browser's session outside /auth. Its SDK (session-sdk.ts) loads on first need: the API
 * helpers (lib/api-client) refresh an expired session through `refreshSession` and send the
 * call again, the page gate's SessionRefresh does the same for a page, and sign-out ends it.
 */
const sdk = () => import("./session-sdk");

/** Refreshes the session after a 401; answers whether there is a fresh one to try again with. */
export async function refreshSession(): Promise<boolean> {
  return (await sdk()).refresh().catch(() => false);
}

const NOTICE_KEY = "auth-notice";

/**
 * Signs out and loads sign-in afresh (its SDK cannot start in a page that started this one),
 * with `notice` as a toast there.
 */
export async function signOutToSignIn(notice?: string): Promise<void> {
  await (await sdk()).end();
  if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  window.location.assign(authPaths.websiteBasePath);
}

/** The toast `signOutToSignIn` left for the sign-in page, once. */
export function takeSignInNotice(): string | undefined {
  const notice = sessionStorage.getItem(NOTICE_KEY) ?? undefined;
  sessionStorage.removeItem(NOTICE_KEY);
  return notice;
}
