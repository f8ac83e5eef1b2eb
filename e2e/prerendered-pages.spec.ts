import { readFileSync } from "node:fs";

import { AUTH_SCREEN_ROUTE, authScreenVariants } from "@/lib/auth/auth-screen";

import { expect, test } from "./support/fixtures";

/**
 * The sign-in screens are prerendered at build time, so their CSP allows their inline scripts by
 * hash; every other page renders per request and carries the request's nonce. A page that
 * became static by accident would be served with a nonce its HTML lacks, and break.
 */
test("only the sign-in screens are prerendered", () => {
  const manifest = JSON.parse(readFileSync(".next/prerender-manifest.json", "utf8")) as {
    routes: Record<string, unknown>;
  };
  // Files (the icon) and the fallback for a failing root layout are not pages people open.
  const pages = Object.keys(manifest.routes).filter(
    (route) => !/\.[a-z]+$/.test(route) && route !== "/_global-error",
  );
  expect(pages.sort()).toEqual(
    authScreenVariants.map((variant) => `${AUTH_SCREEN_ROUTE}/${variant}`).sort(),
  );
});

test("every /auth path but Google's return is one prerendered page, its scripts allowed by hashes", async ({
  request,
  page,
}) => {
  const signIn = await request.get("/auth");
  const reset = await request.get("/auth/reset-password");
  const policy = signIn.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ /);
  expect(policy).not.toMatch(/nonce|strict-dynamic/);
  // Byte for byte the same: nothing in it was rendered for the request.
  expect(await reset.text()).toBe(await signIn.text());

  // The browser runs it under that policy (a refused script is a console error, which fails).
  await page.goto("/auth/reset-password");
  await expect(page.locator("input[name=email]")).toBeVisible();
  await page.goto("/auth");
  await expect(page.locator("input[name=password]")).toBeVisible();
});

test("Google's return is a prerendered page of its own, with its own hashes", async ({
  request,
}) => {
  // The e2e servers run the launcher's Google stand-in, so Google is configured.
  const signIn = await request.get("/auth");
  const callback = await request.get("/auth/callback/google");
  const policy = callback.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ /);
  expect(policy).not.toBe(signIn.headers()["content-security-policy"]);
  // The browser runs it under that policy in e2e/auth-google.spec.ts.
});

test("the prerendered page has no address of its own", async ({ request }) => {
  const answer = await request.get(`${AUTH_SCREEN_ROUTE}/password`, { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toBe("/auth");
});
