import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import { ensureProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";

import { personLabel, type ReportName } from "./report-name-input";

/** GET /api/user/name: the researcher's name and role as reports print them. */
export async function getReportName(user: SignedInUser): Promise<ReportName> {
  const [row] = await db()
    .select({ display_name: userProfiles.displayName, job_title: userProfiles.jobTitle })
    .from(userProfiles)
    .where(eq(userProfiles.userId, user.id));
  return { display_name: row?.display_name ?? "", job_title: row?.job_title ?? null };
}

/** PATCH /api/user/name (admins): sets the name and role later reports print. */
export async function saveReportName(user: SignedInUser, name: ReportName): Promise<ReportName> {
  await ensureProfile(user.id);
  await db()
    .update(userProfiles)
    .set({ displayName: name.display_name, jobTitle: name.job_title, updatedAt: sql`now()` })
    .where(eq(userProfiles.userId, user.id));
  return name;
}

/** "Jane Doe, Senior researcher" for each of `userIds` that has given a name. */
export async function peopleNamed(
  userIds: (string | null)[],
  within: Transaction = db(),
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await within
    .select({
      id: userProfiles.userId,
      displayName: userProfiles.displayName,
      jobTitle: userProfiles.jobTitle,
    })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, ids));
  return new Map(rows.flatMap((row) => (personLabel(row) ? [[row.id, personLabel(row)!]] : [])));
}
