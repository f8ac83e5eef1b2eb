import {
  expiryOf,
  ipPrefixOf,
  isTokenShaped,
  newShareToken,
  statusOf,
  tokenHashOf,
  tokenPrefixOf,
} from "./tokens";

describe("share link tokens", () => {
  it("are 256 random bits in base64url, different each time, kept only as their SHA-256", () => {
    const token = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newShareToken()).not.toBe(token);
    expect(tokenHashOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHashOf(token)).not.toContain(token);
    expect(tokenPrefixOf(token)).toBe(token.slice(0, 6));
    expect(isTokenShaped(token)).toBe(true);
    expect(isTokenShaped(`${token}x`)).toBe(false);
    expect(isTokenShaped("../../etc/passwd")).toBe(false);
  });
});

describe("a link's expiry and status", () => {
  const now = new Date("2026-11-29T01:00:00Z");

  it("expires whole days after it is made", () => {
    expect(expiryOf(14, now).toISOString()).toBe("2026-12-13T01:00:00.000Z");
    expect(expiryOf(90, now).toISOString()).toBe("2027-02-27T01:00:00.000Z");
  });

  it("is active until it expires, and revoked whatever its expiry", () => {
    const expiresAt = expiryOf(1, now);
    expect(statusOf({ expiresAt, revokedAt: null }, now)).toBe("active");
    expect(statusOf({ expiresAt, revokedAt: null }, expiresAt)).toBe("expired");
    expect(statusOf({ expiresAt, revokedAt: now }, now)).toBe("revoked");
  });
});

describe("the IP prefix logged for an opening", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:198.51.100.9", "198.51.100.0/24"],
    ["2001:db8:abcd:12:1::7", "2001:db8:abcd::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
    ["unknown", "unknown"],
    ["", "unknown"],
  ])("of %s is %s", (address, prefix) => {
    expect(ipPrefixOf(address)).toBe(prefix);
  });
});
