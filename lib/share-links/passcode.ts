import { createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

import { SHARE_LINKS } from "@/config/share-links";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/** `scrypt$salt$key`, both base64url: node's scrypt with its default cost (N=16384, r=8). */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(passcode, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await scryptAsync(passcode, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(expected, given);
}

/**
 * The passcode session's cookie value: its expiry and an HMAC keyed by the link's own passcode
 * hash, which never leaves the server. A new passcode (or none) ends every session of the old one.
 */
const sign = (linkId: string, expires: number, passcodeHash: string) =>
  createHmac("sha256", passcodeHash).update(`${linkId}.${expires}`).digest("base64url");

export function passcodeSession(linkId: string, passcodeHash: string, now = Date.now()) {
  const expires = now + SHARE_LINKS.passcodeSessionMinutes * 60_000;
  return { value: `${expires}.${sign(linkId, expires, passcodeHash)}`, expires: new Date(expires) };
}

export function passcodeSessionHolds(
  value: string | undefined,
  linkId: string,
  passcodeHash: string,
  now = Date.now(),
): boolean {
  const [expiresText, signature] = (value ?? "").split(".");
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = Buffer.from(sign(linkId, expires, passcodeHash));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The cookie's name: one per link, scoped to its path as well. */
export const PASSCODE_COOKIE = "share_passcode";
