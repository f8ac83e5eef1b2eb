import { ADMIN_ROLE, authPaths } from "@/config/auth";
import { audienceOf } from "@/lib/site/routes";

/** What the proxy learned from the access-token cookie. */
export type TokenCheck =
  | { state: "none" }
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "unknown" }
  | { state: "valid"; payload: Record<string, unknown> };

export type GateDecision =
  { action: "continue" } | { action: "redirect"; to: string } | { action: "access-denied" };

/** Sign-in, then back to `pathAndSearch`. */
export const signInPath = (pathAndSearch: string) =>
  `${authPaths.websiteBasePath}?redirectToPath=${encodeURIComponent(pathAndSearch)}`;

export const verifyEmailPath = `${authPaths.websiteBasePath}/verify-email`;

const claimValue = (payload: Record<string, unknown>, claim: string) =>
  (payload[claim] as { v?: unknown } | undefined)?.v;

/**
 * The proxy's optimistic check (spec §2, §4): no session → sign-in and back; email not
 * verified → verify-email; admin route without the role → access denied. An expired token
 * goes on, so the page's client refreshes it and stays. Route handlers check again themselves.
 */
export function gate(pathname: string, search: string, token: TokenCheck): GateDecision {
  const audience = audienceOf(pathname);
  if (audience === "public") return { action: "continue" };
  if (token.state === "none" || token.state === "invalid") {
    return { action: "redirect", to: signInPath(`${pathname}${search}`) };
  }
  if (token.state !== "valid") return { action: "continue" };
  if (claimValue(token.payload, "st-ev") === false) {
    return { action: "redirect", to: verifyEmailPath };
  }
  const roles = claimValue(token.payload, "st-role");
  if (audience === "admin" && !(Array.isArray(roles) && roles.includes(ADMIN_ROLE))) {
    return { action: "access-denied" };
  }
  return { action: "continue" };
}
