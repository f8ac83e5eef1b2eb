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
    const back = encodeURIComponent(`${pathname}${search}`);
    return { action: "redirect", to: `${authPaths.websiteBasePath}?redirectToPath=${back}` };
  }
  if (token.state !== "valid") return { action: "continue" };
  if (claimValue(token.payload, "st-ev") === false) {
    return { action: "redirect", to: `${authPaths.websiteBasePath}/verify-email` };
  }
  const roles = claimValue(token.payload, "st-role");
  if (audience === "admin" && !(Array.isArray(roles) && roles.includes(ADMIN_ROLE))) {
    return { action: "access-denied" };
  }
  return { action: "continue" };
}
