import { guardFor } from "./rate-limits";

const name = (method: string, path: string) => guardFor(method, path)?.name;

describe("guardFor", () => {
  it("finds the guard whatever form the path takes", () => {
    for (const path of [
      "/api/auth/signin",
      "/api/auth/public/signin",
      "/api/auth/signin/",
      "/api/auth/SIGNIN",
      "/api/auth//public//signin",
      "/api/auth/appid-public/public/signin",
      "/api/auth/%73ignin",
    ]) {
      expect(name("POST", path)).toBe("signin");
    }
    expect(name("post", "/api/auth/public/user/password/reset/token/")).toBe("reset");
    expect(name("GET", "/api/auth/public/emailpassword/email/exists")).toBe("email-exists");
    expect(name("GET", "/api/auth/signup/email/exists")).toBe("email-exists");
    expect(name("POST", "/api/auth/tenant-b/user/email/verify/token")).toBe("verify");
    expect(name("POST", "/api/auth/public/signup")).toBe("signup");
  });

  it("leaves other routes and methods alone", () => {
    expect(name("POST", "/api/auth/signinup")).toBeUndefined();
    expect(name("POST", "/api/auth/user/password/reset")).toBeUndefined();
    expect(name("GET", "/api/auth/signin")).toBeUndefined();
    expect(name("POST", "/api/submissions/signin")).toBeUndefined();
    expect(name("POST", "/api/auth/%E0%A4%A")).toBeUndefined();
  });
});
