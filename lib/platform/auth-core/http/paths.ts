import type { Method, Route } from "./route";

/** Words the official core never takes for a tenant id. */
const NOT_TENANTS = new Set(["recipe", "config", "users", "hello"]);
const ID = /^[a-z0-9-]+$/;

export type Resolved =
  | { kind: "route"; route: Route; appId: string; tenantId: string }
  | { kind: "not-found" }
  | { kind: "method-not-allowed" };

/**
 * Finds the route for `METHOD /[appid-<app>/][<tenant>/]path`, the way the official core reads
 * paths: lower-cased, a trailing slash ignored, `public` for a missing app or tenant.
 */
export function resolvePath(routes: readonly Route[], method: string, rawPath: string): Resolved {
  let segments = rawPath.toLowerCase().split("/").filter(Boolean);
  let appId = "public";
  if (segments[0]?.startsWith("appid-")) {
    appId = segments[0].slice("appid-".length);
    if (!ID.test(appId)) return { kind: "not-found" };
    segments = segments.slice(1);
  }

  const candidates: { path: string; tenantId: string }[] = [
    { path: `/${segments.join("/")}`, tenantId: "public" },
  ];
  const [first, ...rest] = segments;
  if (first && ID.test(first) && !NOT_TENANTS.has(first)) {
    candidates.push({ path: `/${rest.join("/")}`, tenantId: first });
  }

  let pathKnown = false;
  for (const { path, tenantId } of candidates) {
    const matches = routes.filter((route) => route.path === path);
    if (matches.length === 0) continue;
    pathKnown = true;
    const route = matches.find((candidate) => candidate.method === (method as Method));
    if (route) return { kind: "route", route, appId, tenantId };
  }
  return pathKnown ? { kind: "method-not-allowed" } : { kind: "not-found" };
}
