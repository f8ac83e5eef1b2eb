import { gate, type TokenCheck } from "./gate";

const valid = (payload: Record<string, unknown>): TokenCheck => ({ state: "valid", payload });
const verified = { "st-ev": { v: true, t: 1 }, "st-role": { v: [], t: 1 } };
const admin = { "st-ev": { v: true, t: 1 }, "st-role": { v: ["admin"], t: 1 } };

describe("gate", () => {
  it("lets anyone see public pages, the auth screens and unknown paths", () => {
    for (const path of ["/auth", "/auth/reset-password", "/nothing-here", "/share/abcdef"]) {
      expect(gate(path, "", { state: "none" })).toEqual({ action: "continue" });
    }
  });

  it("sends a visitor without a session to sign-in, and back afterwards", () => {
    expect(gate("/quote/abc", "?step=2", { state: "none" })).toEqual({
      action: "redirect",
      to: "/auth?redirectToPath=%2Fquote%2Fabc%3Fstep%3D2",
    });
    expect(gate("/admin/list", "", { state: "invalid" })).toMatchObject({ action: "redirect" });
  });

  it("lets an expired token through so the page can refresh it", () => {
    expect(gate("/profile", "", { state: "expired" })).toEqual({ action: "continue" });
    expect(gate("/admin/vouchers", "", { state: "unknown" })).toEqual({ action: "continue" });
  });

  it("holds an unverified user at verify-email", () => {
    expect(gate("/", "", valid({ "st-ev": { v: false, t: 1 } }))).toEqual({
      action: "redirect",
      to: "/auth/verify-email",
    });
  });

  it("shows access denied on admin routes without the admin role", () => {
    expect(gate("/admin/list", "", valid(verified))).toEqual({ action: "access-denied" });
    expect(gate("/comments/abc", "", valid({ "st-ev": { v: true, t: 1 } }))).toEqual({
      action: "access-denied",
    });
    expect(gate("/admin/list", "", valid(admin))).toEqual({ action: "continue" });
    expect(gate("/quote/abc", "", valid(verified))).toEqual({ action: "continue" });
  });
});
