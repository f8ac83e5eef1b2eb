import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";

import type { AuthQueryable } from "../db/client";
import {
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
  userMetadata,
  userRoles,
  users,
  verifiedEmails,
} from "../db/schema";
import { badRequest } from "../http/errors";

export type UserRow = typeof users.$inferSelect;

/** Emails are compared trimmed and lower-cased everywhere, as in the official core. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user object of CDI ≥ 5.3 (no account linking: one login method, id = recipe user id). */
export type UserJson = {
  id: string;
  isPrimaryUser: false;
  tenantIds: string[];
  timeJoined: number;
  emails: string[];
  phoneNumbers: string[];
  thirdParty: { id: string; userId: string }[];
  webauthn: { credentialIds: string[] };
  loginMethods: {
    tenantIds: string[];
    recipeUserId: string;
    verified: boolean;
    timeJoined: number;
    recipeId: UserRow["recipeId"];
    email: string;
    thirdParty?: { id: string; userId: string };
  }[];
};

export function toUserJson(row: UserRow, verified: boolean): UserJson {
  const thirdParty =
    row.recipeId === "thirdparty"
      ? { id: row.thirdPartyId!, userId: row.thirdPartyUserId! }
      : undefined;
  return {
    id: row.id,
    isPrimaryUser: false,
    tenantIds: [row.tenantId],
    timeJoined: row.timeJoined,
    emails: [row.email],
    phoneNumbers: [],
    thirdParty: thirdParty ? [thirdParty] : [],
    webauthn: { credentialIds: [] },
    loginMethods: [
      {
        tenantIds: [row.tenantId],
        recipeUserId: row.id,
        verified,
        timeJoined: row.timeJoined,
        recipeId: row.recipeId,
        email: row.email,
        ...(thirdParty ? { thirdParty } : {}),
      },
    ],
  };
}

/** User objects for rows, with each login method's verified flag looked up in one query. */
export async function usersJson(q: AuthQueryable, rows: UserRow[]): Promise<UserJson[]> {
  if (rows.length === 0) return [];
  const verified = await q
    .select()
    .from(verifiedEmails)
    .where(
      inArray(
        verifiedEmails.userId,
        rows.map((row) => row.id),
      ),
    );
  const isVerified = new Set(verified.map((entry) => `${entry.userId}\n${entry.email}`));
  return rows.map((row) => toUserJson(row, isVerified.has(`${row.id}\n${row.email}`)));
}

export async function userJson(q: AuthQueryable, row: UserRow): Promise<UserJson> {
  return (await usersJson(q, [row]))[0]!;
}

export async function findUser(q: AuthQueryable, userId: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, userId));
  return row;
}

export type AccountInfo = {
  email?: string;
  thirdPartyId?: string;
  thirdPartyUserId?: string;
  phoneNumber?: string;
  webauthnCredentialId?: string;
};

/**
 * Users with the given account info in a tenant: any of it with `union`, all of it without.
 * Nobody here has a phone number or passkey, so asking for one finds no user by it.
 */
export async function findUsersByAccountInfo(
  q: AuthQueryable,
  tenantId: string,
  info: AccountInfo,
  union: boolean,
): Promise<UserRow[]> {
  const conditions: SQL[] = [];
  if (info.email !== undefined) conditions.push(eq(users.email, normaliseEmail(info.email)));
  if (info.thirdPartyId !== undefined && info.thirdPartyUserId !== undefined) {
    conditions.push(
      and(
        eq(users.thirdPartyId, info.thirdPartyId),
        eq(users.thirdPartyUserId, info.thirdPartyUserId),
      )!,
    );
  }
  const impossible = info.phoneNumber !== undefined || info.webauthnCredentialId !== undefined;
  if (conditions.length === 0 || (impossible && !union)) return [];
  return q
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), union ? or(...conditions) : and(...conditions)))
    .orderBy(asc(users.timeJoined), asc(users.id));
}

export type ListOptions = {
  limit: number;
  order: "ASC" | "DESC";
  paginationToken?: string;
  recipeIds?: string[];
  /** Dashboard search: any of these terms (prefix match), per field. */
  emails?: string[];
  providers?: string[];
  phones?: string[];
};

const MAX_PAGE = 500;

/** A page of users by time joined, with a token for the next page when there is one. */
export async function listUsers(
  q: AuthQueryable,
  tenantId: string,
  options: ListOptions,
): Promise<{ users: UserRow[]; nextPaginationToken?: string }> {
  const searching = Boolean(
    options.emails?.length || options.providers?.length || options.phones?.length,
  );
  if (!searching && options.limit > MAX_PAGE) throw badRequest(`max limit allowed is ${MAX_PAGE}`);

  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  if (options.recipeIds?.length)
    conditions.push(inArray(users.recipeId, options.recipeIds as UserRow["recipeId"][]));
  if (options.phones?.length && !options.emails?.length && !options.providers?.length)
    return { users: [] };
  if (options.emails?.length) {
    conditions.push(
      or(...options.emails.map((term) => sql`${users.email} like ${`${escapeLike(term)}%`}`))!,
    );
  }
  if (options.providers?.length) {
    conditions.push(
      or(
        ...options.providers.map(
          (term) => sql`${users.thirdPartyId} like ${`${escapeLike(term)}%`}`,
        ),
      )!,
    );
  }
  if (options.paginationToken) {
    const { timeJoined, id } = readPaginationToken(options.paginationToken);
    const after = options.order === "ASC" ? gt : lt;
    conditions.push(
      or(
        after(users.timeJoined, timeJoined),
        and(eq(users.timeJoined, timeJoined), after(users.id, id)),
      )!,
    );
  }
  const direction = options.order === "ASC" ? asc : desc;
  const rows = await q
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(direction(users.timeJoined), direction(users.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    users: page,
    ...(rows.length > options.limit && last
      ? { nextPaginationToken: Buffer.from(`${last.timeJoined};${last.id}`).toString("base64") }
      : {}),
  };
}

function readPaginationToken(token: string): { timeJoined: number; id: string } {
  const [time, id] = Buffer.from(token, "base64").toString("utf8").split(";");
  const timeJoined = Number(time);
  if (!id || !Number.isSafeInteger(timeJoined)) throw badRequest("invalid pagination token");
  return { timeJoined, id };
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function countUsers(
  q: AuthQueryable,
  tenantId: string | undefined,
  recipeIds: string[] | undefined,
): Promise<number> {
  const conditions: SQL[] = [];
  if (tenantId) conditions.push(eq(users.tenantId, tenantId));
  if (recipeIds?.length)
    conditions.push(inArray(users.recipeId, recipeIds as UserRow["recipeId"][]));
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined);
  return row?.count ?? 0;
}

/** Deletes a user and everything kept about them (sessions, tokens, verification, roles, metadata). */
export async function deleteUser(q: AuthQueryable, userId: string): Promise<void> {
  await q.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.recipeUserId, userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.delete(verifiedEmails).where(eq(verifiedEmails.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(userMetadata).where(eq(userMetadata.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
