import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { z } from "zod";

/**
 * Refresh tokens are opaque to the SDK: here AES-256-GCM over the session facts, so they cannot
 * be read or forged without the core's key (like the official core's, but not portable to it).
 */
export const refreshTokenContentSchema = z.object({
  sessionHandle: z.string(),
  userId: z.string(),
  tenantId: z.string(),
  parentRefreshTokenHash1: z.string().nullable(),
  antiCsrfToken: z.string().nullable(),
  nonce: z.string(),
});
export type RefreshTokenContent = z.infer<typeof refreshTokenContentSchema>;

const VERSION = "V2";

export function sealRefreshToken(content: Omit<RefreshTokenContent, "nonce">, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const plain = JSON.stringify({ ...content, nonce: randomBytes(16).toString("base64url") });
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url")}.${VERSION}`;
}

/** The token's content, or undefined for anything that is not a token this key sealed. */
export function openRefreshToken(token: string, key: Buffer): RefreshTokenContent | undefined {
  const [body, version, ...rest] = token.split(".");
  if (!body || version !== VERSION || rest.length > 0) return undefined;
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length < 12 + 16 + 2) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString("utf8");
    const parsed = refreshTokenContentSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
