/**
 * Who hears about a submission (docs/product.md "Companies and roles"): its owner while it is
 * personal; once it belongs to a company, the members whose role the news concerns.
 */
import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import type { CompanyRole } from "@/config/companies";
import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { companyMembers, submissions, userProfiles } from "@/lib/db/schema";
import { sendEmail, type Outgoing } from "@/lib/email/send";

export type EmailConcern = "payment" | "report" | "question";

/** Which roles each kind of e-mail goes to. */
export const CONCERNED_ROLES: Record<EmailConcern, readonly CompanyRole[]> = {
  payment: ["owner", "producer"],
  report: ["owner", "producer", "counsel", "viewer"],
  question: ["owner", "producer", "counsel"],
};

/** The e-mail addresses to tell about `concern` on a submission; empty when it is gone. */
export async function recipientsOf(submissionId: string, concern: EmailConcern): Promise<string[]> {
  const [submission] = await db()
    .select({ companyId: submissions.companyId, email: userProfiles.email })
    .from(submissions)
    .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
    .where(eq(submissions.id, submissionId));
  if (!submission) return [];
  const emails =
    submission.companyId === null
      ? [submission.email]
      : (
          await db()
            .select({ email: userProfiles.email })
            .from(companyMembers)
            .innerJoin(userProfiles, eq(userProfiles.userId, companyMembers.userId))
            .where(
              and(
                eq(companyMembers.companyId, submission.companyId),
                inArray(companyMembers.role, [...CONCERNED_ROLES[concern]]),
              ),
            )
        ).map(({ email }) => email);
  return [...new Set(emails)].filter((email) => !isDeletedAccountEmail(email));
}

/** Sends `message` to each of `recipientsOf(submissionId, concern)`, one e-mail each. */
export async function emailConcerned(
  submissionId: string,
  concern: EmailConcern,
  message: Omit<Outgoing, "to">,
): Promise<void> {
  for (const to of await recipientsOf(submissionId, concern)) await sendEmail({ to, ...message });
}
