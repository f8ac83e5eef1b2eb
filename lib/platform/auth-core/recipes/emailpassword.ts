import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";

import type { CoreContext } from "../context";
import { hashPassword, oneCheckAtATime, verifyPassword } from "./passwords";
import { findUser, normaliseEmail, userJson } from "./users";
import { randomToken, sha256Hex } from "../crypto/hash";
import { passwordResetTokens, users } from "../db/schema";

const UNIQUE_VIOLATION = "23505";

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

async function emailPasswordUser(core: CoreContext, tenantId: string, email: string) {
  const [row] = await core.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.email, normaliseEmail(email)),
        eq(users.recipeId, "emailpassword"),
      ),
    );
  return row;
}

export async function signUp(core: CoreContext, tenantId: string, email: string, password: string) {
  const passwordHash = await hashPassword(password, core.config.bcryptRounds);
  const row = {
    id: randomUUID(),
    recipeId: "emailpassword" as const,
    tenantId,
    email: normaliseEmail(email),
    passwordHash,
    timeJoined: core.now(),
  };
  try {
    await core.db.insert(users).values(row);
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "EMAIL_ALREADY_EXISTS_ERROR" as const };
    throw error;
  }
  const user = await userJson(core.db, { ...row, thirdPartyId: null, thirdPartyUserId: null });
  return { status: "OK" as const, user, recipeUserId: row.id };
}

export async function signIn(core: CoreContext, tenantId: string, email: string, password: string) {
  const row = await emailPasswordUser(core, tenantId, email);
  decoyHash ??= hashPassword("not a password", core.config.bcryptRounds);
  const stored = row?.passwordHash ?? (await decoyHash);
  const matches = await oneCheckAtATime(`${tenantId}/${normaliseEmail(email)}`, () =>
    verifyPassword(password, stored),
  );
  if (!row || !matches) return { status: "WRONG_CREDENTIALS_ERROR" as const };
  return { status: "OK" as const, user: await userJson(core.db, row), recipeUserId: row.id };
}

export async function createPasswordResetToken(core: CoreContext, userId: string, email: string) {
  // Any existing user, as the official core does: a third-party user may be given a password.
  if (!(await findUser(core.db, userId))) return { status: "UNKNOWN_USER_ID_ERROR" as const };
  const token = randomToken();
  await core.db.insert(passwordResetTokens).values({
    tokenHash: sha256Hex(token),
    userId,
    email: normaliseEmail(email),
    expiresAt: core.now() + core.config.passwordResetTokenLifetimeMs,
  });
  return { status: "OK" as const, token };
}

/** Consumes a reset token: every reset token of that user is gone afterwards, used or not. */
export async function consumePasswordResetToken(core: CoreContext, token: string) {
  return core.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)))
      .for("update");
    if (!row) return { status: "RESET_PASSWORD_INVALID_TOKEN_ERROR" as const };
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
    if (row.expiresAt < core.now())
      return { status: "RESET_PASSWORD_INVALID_TOKEN_ERROR" as const };
    return { status: "OK" as const, userId: row.userId, email: row.email };
  });
}

export async function updateEmailOrPassword(
  core: CoreContext,
  input: { recipeUserId: string; email?: string; password?: string },
) {
  const user = await findUser(core.db, input.recipeUserId);
  if (!user || user.recipeId !== "emailpassword")
    return { status: "UNKNOWN_USER_ID_ERROR" as const };
  const change: Partial<typeof users.$inferInsert> = {};
  if (input.email !== undefined) change.email = normaliseEmail(input.email);
  if (input.password !== undefined) {
    change.passwordHash = await hashPassword(input.password, core.config.bcryptRounds);
  }
  if (Object.keys(change).length === 0) return { status: "OK" as const };
  try {
    await core.db.update(users).set(change).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "EMAIL_ALREADY_EXISTS_ERROR" as const };
    throw error;
  }
  return { status: "OK" as const };
}
