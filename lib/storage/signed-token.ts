import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

/** What a signed file link grants: one file, under one name, until a time. */
const grantSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  /** Show in the browser rather than download. */
  inline: z.boolean(),
  /** Expiry, epoch seconds. */
  exp: z.number(),
});
export type FileGrant = z.infer<typeof grantSchema>;

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

export function signGrant(grant: FileGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The grant a token carries, if its signature holds and it has not expired. */
export function verifyGrant(
  token: string,
  secret: string,
  now = Date.now(),
): FileGrant | undefined {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = grantSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return grant.exp * 1000 > now ? grant : undefined;
  } catch {
    return undefined;
  }
}
