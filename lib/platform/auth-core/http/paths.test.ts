import { resolvePath } from "./paths";
import { route } from "./route";

const handle = async () => ({});
const routes = [
  route({ method: "POST", path: "/recipe/signup", scope: "tenant", handle }),
  route({ method: "POST", path: "/recipe/session/verify", handle }),
  route({ method: "GET", path: "/users", scope: "tenant", handle }),
  route({ method: "GET", path: "/users/count", scope: "tenant", handle }),
  route({ method: "GET", path: "/.well-known/jwks.json", open: true, handle }),
];

const resolve = (method: string, path: string) => {
  const resolved = resolvePath(routes, method, path);
  return resolved.kind === "route"
    ? { path: resolved.route.path, appId: resolved.appId, tenantId: resolved.tenantId }
    : resolved.kind;
};

describe("resolvePath", () => {
  it.each([
    ["/recipe/signup", { path: "/recipe/signup", appId: "public", tenantId: "public" }],
    ["/public/recipe/signup", { path: "/recipe/signup", appId: "public", tenantId: "public" }],
    ["/Acme/Recipe/Signup/", { path: "/recipe/signup", appId: "public", tenantId: "acme" }],
    ["/appid-shop/t1/recipe/signup", { path: "/recipe/signup", appId: "shop", tenantId: "t1" }],
    [
      "/appid-public/recipe/signup",
      { path: "/recipe/signup", appId: "public", tenantId: "public" },
    ],
  ])("POST %s", (path, expected) => {
    expect(resolve("POST", path)).toEqual(expected);
  });

  it("never takes a reserved word for a tenant", () => {
    expect(resolve("GET", "/users/count")).toEqual({
      path: "/users/count",
      appId: "public",
      tenantId: "public",
    });
    expect(resolve("GET", "/public/users")).toEqual({
      path: "/users",
      appId: "public",
      tenantId: "public",
    });
    expect(resolve("POST", "/recipe/recipe/signup")).toBe("not-found");
  });

  it("tells an unknown path from a known path called with the wrong method", () => {
    expect(resolve("GET", "/recipe/signup")).toBe("method-not-allowed");
    expect(resolve("GET", "/nothing/here")).toBe("not-found");
    expect(resolve("GET", "/appid-Bad_Id/recipe/signup")).toBe("not-found");
  });

  it("serves the JWKS at its well-known path", () => {
    expect(resolve("GET", "/.well-known/jwks.json")).toMatchObject({
      path: "/.well-known/jwks.json",
    });
  });
});
