import { isSameOriginRequest } from "./same-origin";

const APP = "https://app.example.com";
const allowed = (method: string, headers: Record<string, string>) =>
  isSameOriginRequest(method, new Headers({ host: "app.example.com", ...headers }), APP);

describe("isSameOriginRequest", () => {
  it("lets reads through from anywhere", () => {
    expect(allowed("GET", { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toBe(
      true,
    );
  });

  it("refuses a change sent by a page of another site, by Sec-Fetch-Site or by Origin", () => {
    expect(allowed("POST", { "sec-fetch-site": "cross-site" })).toBe(false);
    expect(allowed("PATCH", { "sec-fetch-site": "same-site" })).toBe(false);
    expect(allowed("POST", { origin: "https://evil.example" })).toBe(false);
    expect(allowed("DELETE", { origin: "null" })).toBe(false);
    // A text/plain form post still names its origin.
    expect(allowed("post", { origin: "https://app.example.com.evil.example" })).toBe(false);
  });

  it("accepts changes from the app's own pages and from clients that are not browsers", () => {
    expect(allowed("POST", { "sec-fetch-site": "same-origin", origin: APP })).toBe(true);
    expect(allowed("POST", { "sec-fetch-site": "none" })).toBe(true);
    expect(allowed("PATCH", { origin: APP })).toBe(true);
    expect(allowed("PATCH", { origin: "http://app.example.com" })).toBe(true);
    expect(allowed("POST", {})).toBe(true);
  });
});
