import { globSync, readFileSync } from "node:fs";

import { appRouteFiles, routePath } from "@/scripts/api-index";

/**
 * Components call the API through the route table (lib/api-client/routes.ts) and its hooks only
 * (docs/api.md, "Calling the API from the browser"): none spells an API path or calls the
 * string-taking helpers, so a path changes in one place and a page's key cannot drift.
 */

/** A route's path as a pattern: its parameters match any one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/?]+").replace(/\//g, "\\/")}$`);

const apiRoutes = appRouteFiles().map(({ file }) =>
  patternOf(routePath(file).slice("/api".length)),
);
const pageRoutes = globSync("app/**/page.tsx").map((file) => patternOf(routePath(file)));

/** The code without its comments, which may cite a route as documentation. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** String and template literals, a template's `${…}` standing as one segment. */
const literalsOf = (code: string) =>
  [...code.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].map((match) =>
    (match[1] ?? match[2] ?? match[3]!).replace(/\$\{[^}]*\}/g, "x"),
  );

/** Whether a literal is an API path or begins with one (`/admin/submissions/x/items`). */
function isApiPath(literal: string): boolean {
  const path = literal.split("?")[0]!;
  if (!path.startsWith("/") || pageRoutes.some((page) => page.test(path))) return false;
  const segments = path.split("/");
  return segments.some((_, end) => {
    const prefix = segments.slice(0, end + 1).join("/");
    return prefix.length > 1 && apiRoutes.some((route) => route.test(prefix));
  });
}

/** What in `source` calls the API by a spelled path. */
export function spelledPaths(source: string): string[] {
  const code = withoutComments(source);
  const calls = [
    ...code.matchAll(/\b(?:api\.(?:get|post|put|patch|delete)|useApi|uploadForm|useSWR)\s*[<(]/g),
    ...code.matchAll(/\bfetch\(\s*["'`]\/api\//g),
    ...code.matchAll(/\bAPI_BASE\b/g),
  ].map((match) => match[0]);
  const paths = literalsOf(code).filter(
    (literal) => literal.startsWith("/api/") || isApiPath(literal),
  );
  return [...calls, ...paths];
}

describe("components", () => {
  it("find a spelled API path, a string-taking helper and a built path", () => {
    expect(
      spelledPaths(`
        // GET /api/user/info is documented here.
        const base = \`/admin/submissions/\${id}\`;
        api.post(\`\${base}/assignee\`, {});
        useApi<AdminOrderPage>("/admin/orders?page=2");
        const href = "/api/user/billing-documents";
        const page = "/admin/vouchers";
        const link = \`/submission/\${id}\`;
        const site = "https://example.com/admin/orders";
        const pdf = \`\${API_BASE}/admin/proformas/\${id}/pdf\`;
      `),
    ).toEqual([
      "api.post(",
      "useApi<",
      "API_BASE",
      "/admin/submissions/x",
      "/admin/orders?page=2",
      "/api/user/billing-documents",
    ]);
  });

  it("never spell an API path: they call the route table", () => {
    const files = globSync("components/**/*.{ts,tsx}").filter(
      (file) => !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    const spelled = files
      .map((file) => [file, spelledPaths(readFileSync(file, "utf8"))] as const)
      .filter(([, found]) => found.length > 0);
    expect(spelled).toEqual([]);
  });
});
