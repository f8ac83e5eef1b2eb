import "server-only";

import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";

import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { companies, companyMembers, submissions, userProfiles } from "@/lib/db/schema";

/** A company's members with their e-mail and name, oldest first. */
export const memberRows = (companyId: string, executor: Transaction = db()) =>
  executor
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      createdAt: companyMembers.createdAt,
      email: userProfiles.email,
      name: userProfiles.displayName,
    })
    .from(companyMembers)
    .innerJoin(userProfiles, eq(userProfiles.userId, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt));

/**
 * The submissions a user's list shows: their personal ones and those of the company they work
 * in (`chosen` when they belong to it, else the first by name, as `currentCompanyOf` picks).
 */
export const visibleSubmissions = (user: Pick<SignedInUser, "id">, chosen?: string) => {
  const current = db()
    .select({ id: companies.id })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, user.id))
    .orderBy(
      desc(sql`${companies.id}::text = ${chosen ?? ""}`),
      asc(companies.name),
      asc(companies.id),
    )
    .limit(1);
  return or(
    and(eq(submissions.ownerId, user.id), isNull(submissions.companyId)),
    eq(submissions.companyId, sql`(${current})`),
  );
};
