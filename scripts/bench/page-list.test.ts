import { routes } from "@/config/routes";

import { missingRoutes, pageFileName, pagesMatching } from "./page-list";

describe("pageFileName", () => {
  it.each([
    ["/", "home"],
    ["/quote/[id]", "quote-id"],
    ["/submission/[id]/script", "submission-id-script"],
    ["/title-clearance/[correlationId]", "title-clearance-correlationid"],
    ["/auth?show=signup", "auth-show-signup"],
  ])("names %s %s", (pattern, name) => {
    expect(pageFileName(pattern)).toBe(name);
  });

  it("gives every route of config/routes.ts its own name", () => {
    const names = routes.map((route) => pageFileName(route.pattern));
    expect(new Set(names).size).toBe(routes.length);
  });
});

describe("missingRoutes", () => {
  it("names the routes no page visits, and none when every one is", () => {
    const all = routes.map(({ pattern }) => ({ pattern }));
    expect(missingRoutes(all)).toEqual([]);
    expect(missingRoutes(all.filter(({ pattern }) => pattern !== "/profile"))).toEqual([
      "/profile",
    ]);
  });
});

describe("pagesMatching", () => {
  const pages = ["/", "/submission/[id]", "/submission/[id]/script", "/admin/submission/[id]"].map(
    (pattern) => ({ pattern }),
  );
  const patterns = (filter: string | undefined) =>
    pagesMatching(pages, filter).map(({ pattern }) => pattern);

  it("keeps every page without a filter", () => {
    expect(patterns(undefined)).toEqual(pages.map(({ pattern }) => pattern));
  });

  it("keeps the pages whose pattern starts with one of the prefixes, in their order", () => {
    expect(patterns("/submission")).toEqual(["/submission/[id]", "/submission/[id]/script"]);
    expect(patterns("/admin/submission, /")).toEqual(pages.map(({ pattern }) => pattern));
    expect(patterns("/admin/submission,/submission/[id]/script")).toEqual([
      "/submission/[id]/script",
      "/admin/submission/[id]",
    ]);
  });

  it("refuses a prefix that names no page, naming it", () => {
    expect(() => patterns("/submission,/admin/submissions")).toThrow(
      /no page starts with \/admin\/submissions/,
    );
  });
});
