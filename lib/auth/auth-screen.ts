import { authPaths } from "@/config/auth";

/**
 * Every path under /auth is served by one page prerendered at build time (the prebuilt sign-in
 * UI picks its screen from the address in the browser), one per set of sign-in methods, so a
 * single build serves with or without Google credentials. The proxy rewrites to it.
 */
export const AUTH_SCREEN_ROUTE = "/auth-screen";

export const authScreenVariants = ["password", "password-and-google"] as const;
export type AuthScreenVariant = (typeof authScreenVariants)[number];

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** Whether `pathname` is one of the sign-in screens' addresses (/auth and below). */
export const isSignInPath = (pathname: string) => under(pathname, authPaths.websiteBasePath);

/** The prerendered page ("/auth-screen/password") that serves `pathname`, if it is a sign-in path. */
export function authScreenFor(pathname: string, googleEnabled: boolean): string | undefined {
  if (!isSignInPath(pathname)) return undefined;
  const variant: AuthScreenVariant = googleEnabled ? "password-and-google" : "password";
  return `${AUTH_SCREEN_ROUTE}/${variant}`;
}

/** The rewrite target itself is no address for people. */
export const isAuthScreenRoute = (pathname: string) => under(pathname, AUTH_SCREEN_ROUTE);
