import { randomBytes } from "node:crypto";

import fc from "fast-check";

import { openRefreshToken, sealRefreshToken } from "./refresh-token";

const key = randomBytes(32);
const content = {
  sessionHandle: "4d5c1f1e-2f61-4b7e-8a0e-0f3c9a5b6d7e",
  userId: "u-1",
  tenantId: "public",
  parentRefreshTokenHash1: null,
  antiCsrfToken: "csrf",
};

describe("refresh tokens", () => {
  it("round-trip their content with a fresh nonce each time", () => {
    const first = sealRefreshToken(content, key);
    const second = sealRefreshToken(content, key);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]+\.V2$/);
    expect(openRefreshToken(first, key)).toEqual({ ...content, nonce: expect.any(String) });
  });

  it("cannot be opened with another key", () => {
    expect(openRefreshToken(sealRefreshToken(content, key), randomBytes(32))).toBeUndefined();
  });

  it("reject any tampering", () => {
    const token = sealRefreshToken(content, key);
    const body = Buffer.from(token.split(".")[0]!, "base64url");
    body[20] = body[20]! ^ 1;
    expect(openRefreshToken(`${body.toString("base64url")}.V2`, key)).toBeUndefined();
    expect(openRefreshToken(token.replace(".V2", ".V1"), key)).toBeUndefined();
  });

  it("answer undefined, never throw, for arbitrary input", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(openRefreshToken(input, key)).toBeUndefined();
      }),
    );
  });
});
