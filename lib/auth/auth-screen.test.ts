import { authScreenFor, isAuthScreenRoute, isSignInPath, servedBy } from "./auth-screen";

describe("the prerendered sign-in screens", () => {
  it("serve every path under /auth, by the sign-in methods configured", () => {
    expect(authScreenFor("/auth", false)).toBe("/auth-screen/password");
    expect(authScreenFor("/auth/reset-password", false)).toBe("/auth-screen/password");
    expect(authScreenFor("/auth/callback/google", false)).toBe("/auth-screen/password");
    expect(authScreenFor("/auth", true)).toBe("/auth-screen/password-and-google");
    expect(authScreenFor("/auth/verify-email", true)).toBe("/auth-screen/password-and-google");
  });

  it("give Google's return a page of its own", () => {
    expect(authScreenFor("/auth/callback/google", true)).toBe("/auth-screen/google-callback");
    expect(authScreenFor("/auth/callbacks", true)).toBe("/auth-screen/password-and-google");
  });

  it("serve nothing else, not even paths that only start alike", () => {
    expect(authScreenFor("/", true)).toBeUndefined();
    expect(authScreenFor("/authors", false)).toBeUndefined();
    expect(authScreenFor("/profile", false)).toBeUndefined();
  });

  it("tell which addresses a page serves itself", () => {
    expect(servedBy("password", "/auth/callback/google")).toBe(true);
    expect(servedBy("password-and-google", "/auth/reset-password")).toBe(true);
    expect(servedBy("password-and-google", "/auth/callback/google")).toBe(false);
    expect(servedBy("google-callback", "/auth")).toBe(false);
    expect(servedBy("password", "/profile")).toBe(false);
  });

  it("answer for /auth and the addresses below it only", () => {
    expect(isSignInPath("/auth")).toBe(true);
    expect(isSignInPath("/auth/verify-email")).toBe(true);
    expect(isSignInPath("/authority")).toBe(false);
  });

  it("are not an address of their own", () => {
    expect(isAuthScreenRoute("/auth-screen/password")).toBe(true);
    expect(isAuthScreenRoute("/auth-screen")).toBe(true);
    expect(isAuthScreenRoute("/auth")).toBe(false);
  });
});
