import { sameOriginPath } from "./return-path";

const ORIGIN = "https://app.example";

describe("sameOriginPath", () => {
  it.each([
    ["/quote/7", "/quote/7"],
    ["/quote/7?tab=price#total", "/quote/7?tab=price#total"],
    ["/admin/list?status=paid&page=2", "/admin/list?status=paid&page=2"],
    ["/./profile", "/profile"],
    ["/a/../profile", "/profile"],
    ["quote/7", "/quote/7"],
    ["?page=2", "/?page=2"],
    [`${ORIGIN}/quote/7`, "/quote/7"],
    // Without slashes, an address of this scheme is a path relative to this site.
    ["https:evil.example/x", "/evil.example/x"],
    // Encoded slashes stay encoded: a path on this site, never another host.
    ["/%2F%2Fevil.example/x", "/%2F%2Fevil.example/x"],
    ["%2F%2Fevil.example/x", "/%2F%2Fevil.example/x"],
  ])("keeps the path of this site %j as %j", (asked, expected) => {
    expect(sameOriginPath(asked, ORIGIN)).toBe(expected);
  });

  it.each([
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "/.//evil.example/x",
    "/./\\evil.example/x",
    "/a/..//evil.example/x",
    "/%2e//evil.example/x",
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "\t//evil.example/x",
    "/\r\n/evil.example/x",
    " //evil.example/x",
    "https://evil.example/x",
    "HTTPS://evil.example",
    "http://app.example/x",
    "https://app.example.evil.example/x",
    "https://app.example@evil.example/x",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:someone@evil.example",
  ])("refuses %j", (asked) => {
    expect(sameOriginPath(asked, ORIGIN)).toBeUndefined();
  });

  it("has nothing to return to without an address", () => {
    expect(sameOriginPath(undefined, ORIGIN)).toBeUndefined();
    expect(sameOriginPath(null, ORIGIN)).toBeUndefined();
    expect(sameOriginPath("", ORIGIN)).toBeUndefined();
  });
});
