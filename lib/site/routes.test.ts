import { audienceOf } from "./routes";

describe("audienceOf", () => {
  it.each([
    ["/", "customer"],
    ["/quote", "customer"],
    ["/quote/4b6f0c1e-2a57-4e7e-9f7d-1c2b3a4d5e6f", "customer"],
    ["/profile/", "customer"],
    ["/admin/list", "admin"],
    ["/admin/submission/abc", "admin"],
    ["/script/abc", "admin"],
    ["/title-clearance/abc", "admin"],
    ["/auth", "public"],
    ["/auth/verify-email", "public"],
    ["/quote/a/b", "public"],
    ["/no/such/page", "public"],
  ])("%s is %s", (path, audience) => {
    expect(audienceOf(path)).toBe(audience);
  });
});
