import { hashPasscode, passcodeMatches, passcodeSession, passcodeSessionHolds } from "./passcode";

describe("a share link's passcode", () => {
  it("is kept as a salted scrypt hash that the passcode alone matches", async () => {
    const stored = await hashPasscode("harbour-42");
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain("harbour-42");
    expect(await hashPasscode("harbour-42")).not.toBe(stored);
    expect(await passcodeMatches("harbour-42", stored)).toBe(true);
    expect(await passcodeMatches("harbour-43", stored)).toBe(false);
    expect(await passcodeMatches("harbour-42", "plain")).toBe(false);
  });
});

describe("a passcode session", () => {
  const now = Date.parse("2026-11-29T01:00:00Z");

  it("holds for its link and passcode until it expires", () => {
    const { value, expires } = passcodeSession("link-1", "hash-a", now);
    expect(expires.getTime() - now).toBe(60 * 60_000);
    expect(passcodeSessionHolds(value, "link-1", "hash-a", now)).toBe(true);
    expect(passcodeSessionHolds(value, "link-2", "hash-a", now)).toBe(false);
    expect(passcodeSessionHolds(value, "link-1", "hash-b", now)).toBe(false);
    expect(passcodeSessionHolds(value, "link-1", "hash-a", expires.getTime())).toBe(false);
  });

  it("refuses a forged or changed value", () => {
    const { value } = passcodeSession("link-1", "hash-a", now);
    const [, signature] = value.split(".");
    expect(passcodeSessionHolds(`${now + 10 ** 9}.${signature}`, "link-1", "hash-a", now)).toBe(
      false,
    );
    expect(passcodeSessionHolds(undefined, "link-1", "hash-a", now)).toBe(false);
    expect(passcodeSessionHolds("garbage", "link-1", "hash-a", now)).toBe(false);
  });
});
