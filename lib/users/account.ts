import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";
import supertokens, { RecipeUserId } from "supertokens-node";
import EmailPassword from "supertokens-node/recipe/emailpassword";
import Session from "supertokens-node/recipe/session";
import { z } from "zod";

import { authRateLimits } from "@/config/auth";
import { needsYouCount } from "@/lib/attention/inbox";
import { passwordProblem } from "@/lib/auth/password-rules";
import { deletedAccountEmail, findProfile } from "@/lib/auth/profiles";
import { hasAdminRole, type SignedInUser } from "@/lib/auth/session";
import type { MyCompany } from "@/lib/companies/read";
import { transactionWithClient, type Transaction } from "@/lib/db/client";
import {
  commentAttachments,
  comments,
  reportVersions,
  scriptFiles,
  submissions,
  titleSearches,
  userProfiles,
} from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { limitAttempts } from "@/lib/rate-limit";
import { queueFileDeletion } from "@/lib/storage/deletion";

export type UserInfo = { email: string; isAdmin: boolean; signInMethod: "password" | "google" };

async function accountOf(user: SignedInUser) {
  const account = await supertokens.getUser(user.id);
  const method = account?.loginMethods[0];
  if (!account || !method?.email) throw new Problem(401, "Your account no longer exists.");
  return { account, method, email: method.email };
}

/** `GET /api/user/info` (spec §3): at least the email, for the account menu. */
export async function userInfo(user: SignedInUser): Promise<UserInfo> {
  const { method, email } = await accountOf(user);
  return {
    email,
    isAdmin: await hasAdminRole(user),
    signInMethod: method.recipeId === "emailpassword" ? "password" : "google",
  };
}

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Field is not optional"),
  newPassword: z.string(),
});

/**
 * What the header shows of the user (spec §2), and for an admin how many submissions wait for
 * them (product.md §14; none for a customer).
 */
export type HeaderUser = Pick<UserInfo, "email" | "isAdmin"> & {
  needsYou: number;
  /** The companies the user belongs to, and the one they work in (the page frame adds them). */
  companies?: MyCompany[];
  company?: MyCompany | null;
};

/**
 * The header's user for a page: the email from the product's profile (the auth core only when
 * sign-in has not made one yet) and the role as the token says (the browser re-checks it).
 */
export async function headerUser(user: SignedInUser): Promise<HeaderUser> {
  const [profile, isAdmin] = await Promise.all([findProfile(user.id), hasAdminRole(user)]);
  return {
    email: profile?.email ?? (await accountOf(user)).email,
    isAdmin,
    needsYou: isAdmin ? await needsYouCount(user.id) : 0,
  };
}

/**
 * Changes the password after checking the current one; every other session is signed out. Each
 * check counts against the account and the address `clientIp`, as sign-in's do (429 beyond).
 */
export async function changePassword(
  user: SignedInUser,
  input: z.infer<typeof changePasswordInput>,
  clientIp: string,
): Promise<void> {
  const { method, email } = await accountOf(user);
  if (method.recipeId !== "emailpassword") {
    throw new Problem(400, "You sign in with Google, so there is no password to change.");
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new Problem(400, problem);
  const tooMany = "Too many attempts to change the password.";
  const { perAccount, perIp } = authRateLimits.passwordChange;
  await limitAttempts(`password-change:account:${user.id}`, perAccount, tooMany);
  await limitAttempts(`password-change:ip:${clientIp}`, perIp, tooMany);
  const check = await EmailPassword.verifyCredentials("public", email, input.currentPassword);
  if (check.status !== "OK") throw new Problem(400, "The current password is not correct.");
  const recipeUserId = new RecipeUserId(method.recipeUserId.getAsString());
  const result = await EmailPassword.updateEmailOrPassword({
    recipeUserId,
    password: input.newPassword,
  });
  if (result.status !== "OK")
    throw new Problem(400, "The password could not be changed. Please try again.");
  const current = user.session.getHandle();
  for (const handle of await Session.getAllSessionHandlesForUser(user.id)) {
    if (handle !== current) await Session.revokeSession(handle);
  }
}

/** Ends every session of the user, on every device, this one included. */
export async function signOutEverywhere(user: SignedInUser): Promise<number> {
  return (await Session.revokeAllSessionsForUser(user.id)).length;
}

export const deleteAccountInput = z.object({ confirmEmail: z.string() });

/**
 * Every file stored for the submissions `ids`: script uploads, report files (with each version's
 * copy of the opinion and its annotated script), opinion letters, files sent with comments.
 */
async function storedKeysOf(tx: Transaction, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const of = inArray(submissions.id, ids);
  const rows = await tx.execute<{ key: string | null }>(sql`
    select ${scriptFiles.storageKey} as key from ${scriptFiles}
      join ${submissions} on ${submissions.id} = ${scriptFiles.submissionId} where ${of}
    union select unnest(array[${reportVersions.pdfKey}, ${reportVersions.xlsxKey}, ${reportVersions.opinionKey}, ${reportVersions.annotatedKey}]) from ${reportVersions}
      join ${submissions} on ${submissions.id} = ${reportVersions.submissionId} where ${of}
    union select ${titleSearches.opinionKey} from ${titleSearches}
      join ${submissions} on ${submissions.id} = ${titleSearches.submissionId} where ${of}
    union select ${commentAttachments.storageKey} from ${commentAttachments}
      join ${comments} on ${comments.id} = ${commentAttachments.commentId}
      join ${submissions} on ${submissions.id} = ${comments.submissionId} where ${of}`);
  return rows.rows.flatMap(({ key }) => (key ? [key] : []));
}

/**
 * Deletes the account after the person typed its email. Drafts go, with every file stored for
 * them (deleted by a job that retries, queued in the same transaction); submissions that became
 * orders stay for the books, with the profile anonymised (product.md §2 `/profile`).
 */
export async function deleteAccount(
  user: SignedInUser,
  input: z.infer<typeof deleteAccountInput>,
): Promise<void> {
  const { email } = await accountOf(user);
  if (input.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
    throw new Problem(400, "Type your email address exactly to confirm.");
  }
  await transactionWithClient(async (tx, client) => {
    // Held, so none becomes an order before it is deleted.
    const drafts = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.ownerId, user.id), eq(submissions.status, "draft")))
      .for("update");
    const draftIds = drafts.map(({ id }) => id);
    // Their files' rows go with them (cascade): the keys are read first.
    await queueFileDeletion(client, await storedKeysOf(tx, draftIds));
    if (draftIds.length > 0) await tx.delete(submissions).where(inArray(submissions.id, draftIds));
    const [kept] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(eq(submissions.ownerId, user.id));
    if (kept?.count) {
      await tx
        .update(userProfiles)
        .set({
          email: deletedAccountEmail(user.id),
          billingName: null,
          billingAddressLine1: null,
          billingAddressLine2: null,
          billingPostalCode: null,
          updatedAt: sql`now()`,
        })
        .where(eq(userProfiles.userId, user.id));
    } else {
      await tx.delete(userProfiles).where(eq(userProfiles.userId, user.id));
    }
  });
  await Session.revokeAllSessionsForUser(user.id);
  await supertokens.deleteUser(user.id);
}
