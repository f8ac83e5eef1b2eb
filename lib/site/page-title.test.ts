import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it.each([
    ["/", "No Conflict Script"],
    ["", "No Conflict Script"],
    ["/quote", "quote | No Conflict Script"],
    ["/quote/4b6f0c1e-2a57-4e7e-9f7d-1c2b3a4d5e6f", "quote | No Conflict Script"],
    ["/admin/list", "admin | No Conflict Script"],
    ["//profile/", "profile | No Conflict Script"],
    ["/caf%C3%A9/x", "café | No Conflict Script"],
    ["/%E0%A4%A", "%E0%A4%A | No Conflict Script"],
  ])("%s → %s", (pathname, title) => {
    expect(pageTitle(pathname)).toBe(title);
  });
});
