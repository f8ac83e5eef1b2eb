import fc from "fast-check";

import { signGrant, verifyGrant } from "./signed-token";

const SECRET = "a-signing-secret-of-at-least-32-characters";
const grant = {
  key: "scripts/abc/v1",
  name: "draft.pdf",
  type: "application/pdf",
  inline: true,
  exp: 2_000_000_000,
};

describe("signed file links", () => {
  it("grant what they were signed for, until they expire", () => {
    const token = signGrant(grant, SECRET);
    expect(verifyGrant(token, SECRET, 1_000_000_000_000)).toEqual(grant);
    expect(verifyGrant(token, SECRET, 2_000_000_000_000)).toBeUndefined();
  });

  it("refuse another secret and any change to the token", () => {
    const token = signGrant(grant, SECRET);
    expect(verifyGrant(token, "another-secret-of-at-least-32-characters!", 0)).toBeUndefined();
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...grant, key: "scripts/other/v1" })).toString(
      "base64url",
    );
    expect(verifyGrant(`${forged}.${signature}`, SECRET, 0)).toBeUndefined();
    expect(verifyGrant(`${payload}.${signature}x`, SECRET, 0)).toBeUndefined();
  });

  it("never throw on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string(), (token) => expect(verifyGrant(token, SECRET, 0)).toBeUndefined()),
    );
  });
});
