import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

import { request as apiRequest, type APIRequestContext } from "@playwright/test";

import { routes, type Audience } from "@/config/routes";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mainServer } from "./support/servers";

/**
 * Every page on disk, and who may open it: its route group says so. A page outside the groups
 * must be named here, so a page placed in the wrong folder fails this test rather than going
 * out public.
 */
// The sign-in screens live at /auth; the proxy serves them from auth-screen (lib/auth/auth-screen.ts).
const PUBLIC_PAGES = [
  "(product)/access-denied/page.tsx",
  "auth-screen/google-callback/page.tsx",
  "auth-screen/password-and-google/page.tsx",
  "auth-screen/password/page.tsx",
  // A share link's report: its token is the key (product.md §15).
  "share/[token]/page.tsx",
];

type Page = { file: string; pattern: string; audience: Audience };

const GROUP_AUDIENCE: Record<string, Audience> = { "(customer)": "customer", "(admin)": "admin" };

function pagesOnDisk(): Page[] {
  const app = path.resolve("app");
  return readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== ".");
      const group = segments.find((segment) => segment in GROUP_AUDIENCE);
      const audience = group ? GROUP_AUDIENCE[group]! : "public";
      const routeSegments = segments.filter((segment) => !/^\(.*\)$/.test(segment));
      return {
        file: file.split(path.sep).join("/"),
        pattern: `/${routeSegments.join("/")}`,
        audience,
      };
    });
}

/** A URL of the page: each dynamic segment a fresh id, an optional catch-all left out. */
const urlOf = (pattern: string) =>
  pattern.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, "").replace(/\[[^\]]+\]/g, () => randomUUID()) || "/";

const pages = pagesOnDisk();
const grouped = pages.filter((page) => page.audience !== "public");

test("every page outside the customer and admin groups is a known public one", () => {
  expect(grouped.length).toBeGreaterThan(0);
  const publicPages = pages.filter((page) => page.audience === "public").map((page) => page.file);
  expect(publicPages.sort()).toEqual([...PUBLIC_PAGES].sort());
});

test("the proxy's route table lists every grouped page with its group's audience", () => {
  const listed = (list: { pattern: string; audience: Audience }[]) =>
    list.map(({ pattern, audience }) => `${audience} ${pattern}`).sort();
  expect(listed(routes.filter((route) => route.audience !== "public"))).toEqual(listed(grouped));
});

/** The page's answer to a request that follows no redirect. */
async function answerOf(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? "" };
}

test("an anonymous request never gets a grouped page: sign-in first, or Not Found", async () => {
  const anonymous = await apiRequest.newContext({ baseURL: mainServer.baseURL });
  try {
    for (const page of grouped) {
      const url = urlOf(page.pattern);
      const { status, location } = await answerOf(anonymous, url);
      expect([307, 404], `${url} ${status}`).toContain(status);
      if (status === 307) {
        expect(location, url).toBe(`/auth?redirectToPath=${encodeURIComponent(url)}`);
      }
    }
  } finally {
    await anonymous.dispose();
  }
});

test("a signed-in customer never gets an admin page: access denied", async ({ context }) => {
  await createUser(context);
  for (const page of grouped.filter(({ audience }) => audience === "admin")) {
    const url = urlOf(page.pattern);
    expect((await answerOf(context.request, url)).status, url).toBe(403);
  }
});

test("the groups' layouts refuse a signed-out token on the server, whatever the proxy let by", async ({
  context,
}) => {
  await createUser(context, { admin: true });
  const token = (await context.cookies()).find((cookie) => cookie.name === "sAccessToken")!.value;
  // Signing out ends the session in the core; the token's signature still checks out, which is
  // all the proxy looks at.
  const signedOut = await context.request.post("/api/auth/signout", {
    headers: { rid: "session" },
  });
  expect(signedOut.ok()).toBe(true);
  const stale = await apiRequest.newContext({
    baseURL: mainServer.baseURL,
    extraHTTPHeaders: { cookie: `sAccessToken=${token}` },
  });
  try {
    for (const page of grouped) {
      const url = urlOf(page.pattern);
      const response = await stale.get(url, { maxRedirects: 0 });
      // Before the page streams the redirect is the answer; after, a redirect inside the page.
      const back = `/auth?redirectToPath=${encodeURIComponent(url)}`;
      if (response.status() === 307) expect(response.headers().location, url).toBe(back);
      else expect(await response.text(), url).toContain(back);
    }
  } finally {
    await stale.dispose();
  }
});
