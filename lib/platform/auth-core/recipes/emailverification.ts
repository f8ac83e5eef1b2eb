import { and, eq } from "drizzle-orm";

import type { CoreContext } from "../context";
import { normaliseEmail } from "./users";
import { randomToken, sha256Hex } from "../crypto/hash";
import { emailVerificationTokens, verifiedEmails } from "../db/schema";

async function isVerified(core: CoreContext, userId: string, email: string): Promise<boolean> {
  const [row] = await core.db
    .select()
    .from(verifiedEmails)
    .where(and(eq(verifiedEmails.userId, userId), eq(verifiedEmails.email, normaliseEmail(email))));
  return Boolean(row);
}

export async function isEmailVerified(core: CoreContext, userId: string, email: string) {
  return { status: "OK" as const, isVerified: await isVerified(core, userId, email) };
}

export async function createEmailVerificationToken(
  core: CoreContext,
  tenantId: string,
  userId: string,
  email: string,
) {
  if (await isVerified(core, userId, email))
    return { status: "EMAIL_ALREADY_VERIFIED_ERROR" as const };
  const token = randomToken();
  await core.db.insert(emailVerificationTokens).values({
    tokenHash: sha256Hex(token),
    tenantId,
    userId,
    email: normaliseEmail(email),
    expiresAt: core.now() + core.config.emailVerificationTokenLifetimeMs,
  });
  return { status: "OK" as const, token };
}

/** Verifies (user, email) with a token; all of that pair's tokens are used up. */
export async function verifyEmailWithToken(core: CoreContext, tenantId: string, token: string) {
  return core.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, sha256Hex(token)),
          eq(emailVerificationTokens.tenantId, tenantId),
        ),
      )
      .for("update");
    if (!row) return { status: "EMAIL_VERIFICATION_INVALID_TOKEN_ERROR" as const };
    await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, row.userId),
          eq(emailVerificationTokens.email, row.email),
        ),
      );
    if (row.expiresAt < core.now())
      return { status: "EMAIL_VERIFICATION_INVALID_TOKEN_ERROR" as const };
    await tx
      .insert(verifiedEmails)
      .values({ userId: row.userId, email: row.email })
      .onConflictDoNothing();
    return { status: "OK" as const, userId: row.userId, email: row.email };
  });
}

export async function revokeEmailVerificationTokens(
  core: CoreContext,
  userId: string,
  email: string,
) {
  await core.db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        eq(emailVerificationTokens.email, normaliseEmail(email)),
      ),
    );
  return { status: "OK" as const };
}

export async function unverifyEmail(core: CoreContext, userId: string, email: string) {
  await core.db
    .delete(verifiedEmails)
    .where(and(eq(verifiedEmails.userId, userId), eq(verifiedEmails.email, normaliseEmail(email))));
  return { status: "OK" as const };
}
