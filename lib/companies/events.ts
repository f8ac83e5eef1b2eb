/** A company's audit trail (docs/product.md "Companies and roles"): who changed its membership. */
import "server-only";

import { and, desc, eq, inArray, like } from "drizzle-orm";
import { z } from "zod";

import { COMPANY_ROLES, ROLE_LABELS } from "@/config/companies";
import { db, type Transaction } from "@/lib/db/client";
import { auditEvents, companyEvents, submissions, userProfiles } from "@/lib/db/schema";

export type CompanyEventAction =
  | "company-created"
  | "member-invited"
  | "invitation-revoked"
  | "member-joined"
  | "role-changed"
  | "member-removed"
  | "submission-moved-in";

export type CompanyEventDetail = {
  /** The member or invitee it concerns (their e-mail). */
  member?: string;
  role?: (typeof COMPANY_ROLES)[number];
  fromRole?: (typeof COMPANY_ROLES)[number];
  submission?: string;
};

export async function recordCompanyEvent(
  tx: Transaction,
  event: {
    companyId: string;
    actor: string;
    action: CompanyEventAction;
    detail?: CompanyEventDetail;
  },
) {
  await tx.insert(companyEvents).values({ ...event, detail: event.detail ?? {} });
}

/** One line of a company's audit trail as owners and admins read it. */
export type CompanyEventView = {
  id: string;
  at: string;
  /** Who did it: their e-mail ("System" when unknown). */
  actor: string;
  /** "Role changed". */
  action: string;
  /** "anna@example.com: Viewer → Counsel". */
  detail: string | null;
};

const storedDetail = z.object({
  member: z.string().optional().catch(undefined),
  role: z.enum(COMPANY_ROLES).optional().catch(undefined),
  fromRole: z.enum(COMPANY_ROLES).optional().catch(undefined),
  submission: z.string().optional().catch(undefined),
  recipient: z.string().optional().catch(undefined),
});

const actionInWords = (action: string) => {
  const words = action.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function detailInWords(raw: unknown): string | null {
  const detail = storedDetail.parse(raw);
  const role = detail.role
    ? detail.fromRole
      ? `${ROLE_LABELS[detail.fromRole]} → ${ROLE_LABELS[detail.role]}`
      : ROLE_LABELS[detail.role]
    : undefined;
  const parts = [detail.member ?? detail.recipient, role, detail.submission].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * A company's events, newest first: membership changes and, from its submissions' audit log,
 * share-link events (written by the share links' code as `share-link-…` actions).
 */
export async function companyEventsOf(companyId: string, limit = 200): Promise<CompanyEventView[]> {
  const [own, shared] = await Promise.all([
    db()
      .select({ event: companyEvents, actor: userProfiles.email })
      .from(companyEvents)
      .leftJoin(userProfiles, eq(userProfiles.userId, companyEvents.actor))
      .where(eq(companyEvents.companyId, companyId))
      .orderBy(desc(companyEvents.createdAt))
      .limit(limit),
    db()
      .select({ event: auditEvents, actor: userProfiles.email, title: submissions.title })
      .from(auditEvents)
      .innerJoin(submissions, eq(submissions.id, auditEvents.submissionId))
      .leftJoin(userProfiles, eq(userProfiles.userId, auditEvents.actor))
      .where(
        and(
          inArray(
            auditEvents.submissionId,
            db()
              .select({ id: submissions.id })
              .from(submissions)
              .where(eq(submissions.companyId, companyId)),
          ),
          like(auditEvents.action, "share-link%"),
        ),
      )
      .orderBy(desc(auditEvents.createdAt))
      .limit(limit),
  ]);
  const views = [
    ...own.map(({ event, actor }) => ({ event, actor, submission: undefined })),
    ...shared.map(({ event, actor, title }) => ({ event, actor, submission: title || "Untitled" })),
  ].map(({ event, actor, submission }) => ({
    id: event.id,
    at: event.createdAt.toISOString(),
    actor: actor ?? "System",
    action: actionInWords(event.action),
    detail: detailInWords(submission ? { ...event.detail, submission } : event.detail),
  }));
  return views.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
