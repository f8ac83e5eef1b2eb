import { authPaths } from "@/config/auth";

/**
 * Every path under /auth is served by a page prerendered at build time (the prebuilt sign-in
 * UI picks its screen from the address in the browser), one per set of sign-in methods, so a
 * single build serves with or without Google credentials. The proxy rewrites to it.
 */
export const AUTH_SCREEN_ROUTE = "/auth-screen";

/**
 * With Google, its return (/auth/callback/…) has a page of its own: only there does the browser
 * load Google's part of the prebuilt UI; the other screens offer the button alone.
 */
export const authScreenVariants = ["password", "password-and-google", "google-callback"] as const;
export type AuthScreenVariant = (typeof authScreenVariants)[number];

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** Whether `pathname` is one of the sign-in screens' addresses (/auth and below). */
export const isSignInPath = (pathname: string) => under(pathname, authPaths.websiteBasePath);

/** Which prerendered page serves `pathname`, if it is a sign-in path. */
export function authScreenVariantFor(
  pathname: string,
  googleEnabled: boolean,
): AuthScreenVariant | undefined {
  if (!isSignInPath(pathname)) return undefined;
  if (!googleEnabled) return "password";
  return under(pathname, `${authPaths.websiteBasePath}/callback`)
    ? "google-callback"
    : "password-and-google";
}

/** The prerendered page ("/auth-screen/password") that serves `pathname`, if it is a sign-in path. */
export function authScreenFor(pathname: string, googleEnabled: boolean): string | undefined {
  const variant = authScreenVariantFor(pathname, googleEnabled);
  return variant && `${AUTH_SCREEN_ROUTE}/${variant}`;
}

/**
 * Whether the page of `variant` also serves `pathname`, so the prebuilt UI may move there with
 * Next's router; anywhere else is a full page load.
 */
export const servedBy = (variant: AuthScreenVariant, pathname: string) =>
  authScreenVariantFor(pathname, variant !== "password") === variant;

/** The rewrite target itself is no address for people. */
export const isAuthScreenRoute = (pathname: string) => under(pathname, AUTH_SCREEN_ROUTE);
