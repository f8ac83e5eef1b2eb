/** What the company page, the header and the admin submission page show of companies. */
import "server-only";

import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";

import type { CompanyRole } from "@/config/companies";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { companies, companyInvitations, companyMembers, submissions } from "@/lib/db/schema";

import { companyEventsOf, type CompanyEventView } from "./events";
import { companyAccess } from "./manage";
import { memberRows } from "./members";
import { roleMay } from "./roles";

export type MyCompany = { id: string; name: string; role: CompanyRole };

/** GET /api/companies: the companies the user belongs to, by name. */
export async function myCompanies(user: Pick<SignedInUser, "id">): Promise<MyCompany[]> {
  return db()
    .select({ id: companies.id, name: companies.name, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, user.id))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The company the user works in: the one the cookie names if they belong to it, else their first. */
export function currentCompanyOf(mine: MyCompany[], chosen: string | undefined) {
  return mine.find((company) => company.id === chosen) ?? mine[0] ?? null;
}

export type MemberView = {
  user_id: string;
  email: string;
  name: string | null;
  role: CompanyRole;
  since: string;
};

/** A company's members, oldest first. */
export async function membersOf(companyId: string): Promise<MemberView[]> {
  const rows = await memberRows(companyId);
  return rows.map((row) => ({
    user_id: row.userId,
    email: row.email,
    name: row.name,
    role: row.role,
    since: row.createdAt.toISOString(),
  }));
}

export type InvitationView = { id: string; email: string; role: CompanyRole; expires_at: string };

export type CompanyView = {
  id: string;
  name: string;
  /** The caller's role. */
  role: CompanyRole;
  members: MemberView[];
  /** Open invitations, for owners; empty for other roles. */
  invitations: InvitationView[];
  /** The audit trail, for owners; empty for other roles. */
  events: CompanyEventView[];
};

/** GET /api/companies/{id}: what the company page shows the caller, by their role. */
export async function companyView(user: SignedInUser, companyId: string): Promise<CompanyView> {
  const { company, role } = await companyAccess(user, companyId, "read");
  const manages = roleMay(role, "members");
  const [members, invitations, events] = await Promise.all([
    membersOf(company.id),
    manages
      ? db()
          .select()
          .from(companyInvitations)
          .where(
            and(
              eq(companyInvitations.companyId, company.id),
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
              gt(companyInvitations.expiresAt, sql`now()`),
            ),
          )
          .orderBy(desc(companyInvitations.createdAt))
      : [],
    manages ? companyEventsOf(company.id) : [],
  ]);
  return {
    id: company.id,
    name: company.name,
    role,
    members,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expires_at: invitation.expiresAt.toISOString(),
    })),
    events,
  };
}

export type CompanyForAdmin = {
  id: string;
  name: string;
  members: MemberView[];
  events: CompanyEventView[];
} | null;

/** For the admin submission page: the company a submission belongs to, its members and log. */
export async function companyForAdmin(companyId: string | null): Promise<CompanyForAdmin> {
  if (!companyId) return null;
  const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const [members, events] = await Promise.all([membersOf(company.id), companyEventsOf(company.id)]);
  return { id: company.id, name: company.name, members, events };
}

/** The user's personal submissions, which they may move into a company. */
export async function personalSubmissionsOf(user: Pick<SignedInUser, "id">) {
  const rows = await db()
    .select({ id: submissions.id, title: submissions.title, createdAt: submissions.createdAt })
    .from(submissions)
    .where(and(eq(submissions.ownerId, user.id), isNull(submissions.companyId)))
    .orderBy(desc(submissions.createdAt));
  return rows.map((row) => ({ id: row.id, title: row.title || "Untitled quote" }));
}

/** The company a new quote of the user's goes into: the one they work in, if their role quotes. */
export async function companyToQuoteIn(user: Pick<SignedInUser, "id">, chosen?: string) {
  const current = currentCompanyOf(await myCompanies(user), chosen);
  return current && roleMay(current.role, "quote") ? current.id : null;
}
