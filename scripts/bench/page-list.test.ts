import { routes } from "@/config/routes";

import { missingRoutes, pageFileName } from "./page-list";

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
