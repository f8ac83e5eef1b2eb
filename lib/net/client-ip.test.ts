import { clientIp } from "./client-ip";

const headers = (value?: string) =>
  new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("clientIp", () => {
  it("takes the entry the nearest trusted proxy appended", () => {
    expect(clientIp(headers("203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientIp(headers("198.51.100.1, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientIp(headers("198.51.100.1, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  it("copes with more hops than entries, and with no header", () => {
    expect(clientIp(headers("203.0.113.9"), 3)).toBe("203.0.113.9");
    expect(clientIp(headers(), 1)).toBe("unknown");
    expect(clientIp(headers(" , "), 1)).toBe("unknown");
  });
});
