import { appRouteFiles, endpointsOf } from "@/scripts/api-index";

import { keyOf, queryString, served, type AnyRoute } from "./route";
import { routes } from "./routes";

/** Every route of the table, named by where it sits in it ("admin.orders.list"). */
function entries(table: object, prefix = ""): [string, AnyRoute][] {
  return Object.entries(table).flatMap(([name, value]: [string, unknown]) => {
    const at = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === "object" && "method" in value && "path" in value) {
      return [[at, value as AnyRoute]];
    }
    return entries(value as object, at);
  });
}

/** Params that stand for their own names, so a path comes out as the index spells it: `{id}`. */
const namedParams = new Proxy({}, { get: (_, name) => `{${String(name)}}` });

describe("the browser's route table (docs/api.md)", () => {
  const endpoints = new Set(
    appRouteFiles()
      .flatMap((file) => endpointsOf(file, () => ""))
      .map(({ method, path }) => `${method} ${path}`),
  );

  it("builds only paths and methods that a route file under app/api/ answers", () => {
    const table = entries(routes);
    expect(table.length).toBeGreaterThan(60);
    const unknown = table
      .map(([name, route]) => [name, `${route.method} /api${route.path(namedParams)}`])
      .filter(([, endpoint]) => !endpoints.has(endpoint!));
    expect(unknown).toEqual([]);
  });

  it("finds a route that is not there", () => {
    expect(endpoints.has("GET /api/admin/orders")).toBe(true);
    expect(endpoints.has("DELETE /api/admin/orders")).toBe(false);
  });

  it("keys a read by its path and the query values that hold something", () => {
    expect(keyOf(routes.admin.vouchers.list, {})).toBe("/admin/vouchers");
    expect(keyOf(routes.submissions.list, {}, { page: 2 })).toBe("/submissions?page=2");
    expect(keyOf(routes.admin.comments.list, { id: "s1" }, { item: undefined })).toBe(
      "/admin/submissions/s1/comments",
    );
    expect(
      keyOf(routes.admin.orders.list, {}, new URLSearchParams("status=paid&q=night ferry")),
    ).toBe("/admin/orders?status=paid&q=night+ferry");
    expect(queryString(new URLSearchParams())).toBe("");
  });

  it("serves a page's read under the key its component asks for", () => {
    const query = new URLSearchParams("code=NC");
    expect(served(routes.admin.items.list, { id: "s1" }, undefined, query)).toEqual([
      keyOf(routes.admin.items.list, { id: "s1" }, new URLSearchParams("code=NC")),
      undefined,
    ]);
  });
});
