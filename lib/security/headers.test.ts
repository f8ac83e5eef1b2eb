import { pageContentSecurityPolicy, securityHeaders } from "./headers";

describe("security headers", () => {
  it("allow scripts only from our origin or with the nonce, and forbid framing", () => {
    const policy = pageContentSecurityPolicy({ nonce: "abc123" }, false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("allow only Stripe's script, frame and API origins for the card form", () => {
    const directive = (name: string) =>
      pageContentSecurityPolicy({ nonce: "n" }, false)
        .split("; ")
        .find((part) => part.startsWith(`${name} `));
    expect(directive("script-src")).toBe(
      "script-src 'self' 'nonce-n' 'strict-dynamic' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive("frame-src")).toBe(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com",
    );
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://api.stripe.com https://checkout.stripe.com",
    );
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("allow the development stand-in's origin instead of Stripe's when it serves the card form", () => {
    const policy = pageContentSecurityPolicy(
      { nonce: "n" },
      false,
      "http://127.0.0.1:12111/stripe.js",
    );
    expect(policy).toContain(
      "script-src 'self' 'nonce-n' 'strict-dynamic' http://127.0.0.1:12111;",
    );
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:12111;");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain("stripe.com");
  });

  it("allow a prerendered page's inline scripts by their hashes, with no nonce", () => {
    const policy = pageContentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, false);
    expect(policy).toContain(
      "script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://js.stripe.com https://*.js.stripe.com;",
    );
    expect(policy).not.toMatch(/nonce|strict-dynamic/);
  });

  it("allow eval in development only", () => {
    expect(pageContentSecurityPolicy({ nonce: "n" }, true)).toContain("'unsafe-eval'");
  });

  it("add HSTS in production only", () => {
    const keys = (production: boolean) => securityHeaders(production).map((header) => header.key);
    expect(keys(true)).toContain("Strict-Transport-Security");
    expect(keys(false)).not.toContain("Strict-Transport-Security");
    expect(keys(false)).toEqual(
      expect.arrayContaining(["Referrer-Policy", "X-Content-Type-Options", "X-Frame-Options"]),
    );
  });
});
