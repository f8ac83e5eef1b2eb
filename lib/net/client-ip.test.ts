import { clientIp, isAddressOrRange, proxySet, trustForwardedFor } from "./client-ip";

const headers = (value?: string) =>
  new Headers(value === undefined ? {} : { "x-forwarded-for": value });

/** What the app sees of a request from `peer` that sent `sent` (its own X-Forwarded-For). */
function seenFrom(peer: string, sent: Record<string, string>, trusted: string[]) {
  const proxies = proxySet(trusted);
  const incoming: Record<string, string | undefined> = { ...sent };
  trustForwardedFor(incoming, peer, proxies);
  return { ip: clientIp(new Headers(incoming as Record<string, string>), proxies), incoming };
}

describe("forwarding headers", () => {
  it("ignores a client's own X-Forwarded-For when no proxy is trusted", () => {
    const { ip, incoming } = seenFrom(
      "203.0.113.9",
      { "x-forwarded-for": "198.51.100.1", forwarded: "for=1.2.3.4", "x-real-ip": "1.2.3.4" },
      [],
    );
    expect(ip).toBe("203.0.113.9");
    expect(incoming.forwarded).toBeUndefined();
    expect(incoming["x-real-ip"]).toBeUndefined();
  });

  it("ignores it from a peer that is not one of the trusted proxies", () => {
    expect(seenFrom("203.0.113.9", { "x-forwarded-for": "198.51.100.1" }, ["10.0.0.0/8"]).ip).toBe(
      "203.0.113.9",
    );
  });

  it("believes a trusted proxy, and walks past a chain of them", () => {
    expect(seenFrom("10.0.0.2", { "x-forwarded-for": "198.51.100.1" }, ["10.0.0.0/8"]).ip).toBe(
      "198.51.100.1",
    );
    // A client forging an entry in front of the real chain gains nothing.
    const chain = "6.6.6.6, 198.51.100.1, 10.0.0.3";
    expect(seenFrom("10.0.0.2", { "x-forwarded-for": chain }, ["10.0.0.0/8"]).ip).toBe(
      "198.51.100.1",
    );
  });

  it("reads IPv4 on a dual-stack socket as IPv4, and IPv6 ranges", () => {
    expect(seenFrom("::ffff:127.0.0.1", { "x-forwarded-for": "192.0.2.5" }, ["127.0.0.1"]).ip).toBe(
      "192.0.2.5",
    );
    expect(seenFrom("::1", { "x-forwarded-for": "2001:db8::7" }, ["::1/128"]).ip).toBe(
      "2001:db8::7",
    );
    expect(seenFrom("::ffff:127.0.0.1", {}, ["127.0.0.1"]).ip).toBe("127.0.0.1");
  });

  it("says unknown without a header", () => {
    expect(clientIp(headers(), proxySet([]))).toBe("unknown");
    expect(clientIp(headers(" , "), proxySet([]))).toBe("unknown");
  });

  it("accepts addresses and CIDR ranges as TRUSTED_PROXIES entries, nothing else", () => {
    for (const good of ["10.0.0.0/8", "192.0.2.7", "::1", "2001:db8::/32"]) {
      expect(isAddressOrRange(good)).toBe(true);
    }
    for (const bad of ["10.0.0.0/33", "proxy.internal", "10.0.0.0/8/1", "", "::1/129"]) {
      expect(isAddressOrRange(bad)).toBe(false);
    }
  });
});
