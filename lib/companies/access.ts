/**
 * Who may do what with a submission (docs/architecture.md "Access checks"): its personal owner
 * everything; once it belongs to a company, each member what their role allows
 * (config/companies.ts). Read from the database on every call, so a removed member or a changed
 * role takes effect on the next request.
 */
import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import type { CompanyCapability } from "@/config/companies";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { companies, companyMembers, submissions } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problems";

import { capabilitiesOf, type SubmissionRole } from "./capabilities";
import { refusalFor } from "./roles";

export const QUOTE_NOT_FOUND = "This quote";

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * What the user may do with a submission: every capability as its personal owner, their role's
 * as a member of its company, nothing otherwise (null).
 */
export async function submissionRoleOf(
  user: Pick<SignedInUser, "id">,
  id: string,
  executor: Transaction = db(),
) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await executor
    .select({ submission: submissions, company: companies.name, role: companyMembers.role })
    .from(submissions)
    .leftJoin(companies, eq(companies.id, submissions.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, submissions.companyId), eq(companyMembers.userId, user.id)),
    )
    .where(eq(submissions.id, id));
  if (!row) return null;
  if (row.submission.companyId === null) {
    return row.submission.ownerId === user.id ? { ...row, role: "personal" as const } : null;
  }
  return row.role ? { ...row, company: row.company!, role: row.role } : null;
}

/** How the caller reaches a submission, for pages that show or hide controls by it. */
export type AccessView = {
  /** "personal" for the owner of a personal submission, else their role in its company. */
  role: SubmissionRole;
  company: string | null;
  can: CompanyCapability[];
};

/**
 * The submission and the caller's access when they may use `capability` on it; 404 for anyone
 * without access (ids reveal nothing), 403 with a sentence for a member whose role does not
 * allow it.
 */
export async function submissionAccessOf(
  user: Pick<SignedInUser, "id">,
  id: string,
  capability: CompanyCapability,
  executor: Transaction = db(),
): Promise<{ submission: SubmissionRow; access: AccessView }> {
  const found = await submissionRoleOf(user, id, executor);
  if (!found) throw notFound(QUOTE_NOT_FOUND);
  const { submission, role } = found;
  // The same list the pages show or hide their controls by.
  const can = capabilitiesOf(role);
  if (role !== "personal" && !can.includes(capability)) {
    throw refusalFor(found.company!, role, capability);
  }
  return { submission, access: { role, company: found.company, can } };
}

/** The submission when the user may use `capability` on it (see `submissionAccessOf`). */
export const submissionAccess = async (
  user: Pick<SignedInUser, "id">,
  id: string,
  capability: CompanyCapability,
  executor: Transaction = db(),
): Promise<SubmissionRow> => (await submissionAccessOf(user, id, capability, executor)).submission;
