import { readFileSync } from "node:fs";

import {
  API_DOC,
  appRouteFiles,
  endpointsOf,
  INDEX_END,
  INDEX_START,
  projectDocLookup,
  routeIndex,
  routePath,
  withIndex,
} from "./api-index";

const noLibDocs = () => "";

describe("the route index", () => {
  it("names a route by its folders, parameters in braces and route groups left out", () => {
    expect(routePath("app/api/(shop)/orders/[id]/lines/[...rest]/route.ts")).toBe(
      "/api/orders/{id}/lines/{...rest}",
    );
  });

  it("lists each exported method with the guard it calls and its comment's first sentence", () => {
    const source = [
      "/** Every pear, ripest first. Paged by 20. */",
      "export const GET = (request) => requireUser(request, () => pears());",
      "export const DELETE = (request) => requireAdmin(request, () => dropPears());",
      "export async function POST(request) { return Response.json(await sign(request)); }",
    ].join("\n");
    expect(endpointsOf({ file: "app/api/pears/route.ts", source }, noLibDocs)).toEqual([
      {
        method: "GET",
        path: "/api/pears",
        audience: "signed in",
        doc: "Every pear, ripest first.",
      },
      { method: "DELETE", path: "/api/pears", audience: "admin", doc: "" },
      { method: "POST", path: "/api/pears", audience: "public", doc: "" },
    ]);
  });

  it("takes a handler's meaning from the lib function it calls, not from the read it answers with", () => {
    const source = [
      'import { getPear, plantPear } from "@/lib/pears/orchard";',
      "export const POST = (request) =>",
      "  requireAdmin(request, async () => Response.json(await getPear(await plantPear())));",
    ].join("\n");
    const docs: Record<string, string> = { getPear: "One pear.", plantPear: "Plants a pear." };
    const [post] = endpointsOf({ file: "app/api/pears/route.ts", source }, (module, name) =>
      module === "@/lib/pears/orchard" ? (docs[name] ?? "") : "",
    );
    expect(post!.doc).toBe("Plants a pear.");
  });

  it("lists one handler exported under several methods once per method", () => {
    const source = "/** Everything. */\nexport { handle as GET, handle as POST };";
    expect(
      endpointsOf({ file: "app/api/all/route.ts", source }, noLibDocs).map((e) => e.method),
    ).toEqual(["GET", "POST"]);
  });

  it("replaces only what lies between the markers", () => {
    const document = `# API\n\n${INDEX_START}\nold\n${INDEX_END}\n\n## More`;
    expect(withIndex(document, "new")).toBe(
      `# API\n\n${INDEX_START}\n\nnew\n\n${INDEX_END}\n\n## More`,
    );
  });

  it("is what docs/api.md holds: run `npm run docs:api` after changing a route", () => {
    // Prettier pads the table's cells; the rows are compared without the padding.
    const rows = (text: string) =>
      text
        .split("\n")
        .filter((line) => line.startsWith("| `"))
        .map((line) => line.replace(/\s+/g, " ").trim());
    const document = readFileSync(API_DOC, "utf8");
    const written = document.slice(document.indexOf(INDEX_START), document.indexOf(INDEX_END));
    expect(rows(written)).toEqual(rows(routeIndex(appRouteFiles(), projectDocLookup())));
  });
});
