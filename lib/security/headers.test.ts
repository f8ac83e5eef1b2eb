import { pageContentSecurityPolicy, securityHeaders } from "./headers";

describe("security headers", () => {
  it("allow scripts only from our origin or with the nonce, and forbid framing", () => {
    const policy = pageContentSecurityPolicy("abc123", false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("allow eval in development only", () => {
    expect(pageContentSecurityPolicy("n", true)).toContain("'unsafe-eval'");
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
