import { createHash, randomBytes } from "node:crypto";

/** Lower-case hex SHA-256, the core's hash for refresh tokens and stored one-time tokens. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A URL-safe random token of `bytes` random bytes. */
export function randomToken(bytes = 96): string {
  return randomBytes(bytes).toString("base64url");
}
