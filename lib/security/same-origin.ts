import { appUrlFromEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request a browser sends from
 * another site is refused. Browsers name the sender in Sec-Fetch-Site (and in Origin); clients
 * that are not browsers (the documented API, the card processor's signed notices) send neither
 * and cannot carry a visitor's cookies, so they go on.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE =
  "This request came from another website and was refused. Open the app itself and try again.";

/** Whether a request may change state: `appOrigin` is the app's public origin (APP_URL). */
export function isSameOriginRequest(method: string, headers: Headers, appOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = headers.get("origin");
  if (origin === null) return true;
  if (origin === appOrigin) return true;
  // The app reached under another name than APP_URL (localhost, an internal host name).
  return URL.canParse(origin) && new URL(origin).host === headers.get("host");
}

/** Throws a 403 for a state-changing request from another site (route handlers, first thing). */
export function refuseCrossSite(request: Request): void {
  if (!isSameOriginRequest(request.method, request.headers, appUrlFromEnv())) {
    throw new Problem(403, CROSS_SITE_MESSAGE);
  }
}
