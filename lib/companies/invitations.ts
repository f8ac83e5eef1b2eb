/**
 * Invitations to a company (docs/product.md "Companies and roles"): an owner invites an e-mail
 * address with a role; the link in the e-mail carries a random token of which only the SHA-256
 * is kept; the person signed in with that verified address accepts it within a week.
 */
import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";

import { COMPANY_LIMITS, COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from "@/config/companies";
import { site } from "@/config/site";
import { ensureProfile, findProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { companies, companyInvitations, companyMembers } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { renderEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";
import { log } from "@/lib/log";
import { limitAttempts } from "@/lib/rate-limit";

import { recordCompanyEvent } from "./events";
import { companyAccess } from "./manage";

export const invitationInput = z.object({
  email: z
    .email({ error: "Enter the e-mail address of the person to invite." })
    .trim()
    .toLowerCase()
    .max(254, "This e-mail address is too long."),
  role: z.enum(COMPANY_ROLES, { error: "Choose a role: owner, producer, counsel or viewer." }),
});

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationPath = (token: string) => `/invitations/${token}`;

const ROLE_IN_WORDS: Record<CompanyRole, string> = {
  owner: "manage the company, its members, billing and every submission",
  producer: "start quotes, upload scripts, pay, decide on items and talk to the researchers",
  counsel: "read every report, decide on items and talk to the researchers",
  viewer: "read the reports and the script view",
};

export function invitationEmail(invitation: {
  company: string;
  role: CompanyRole;
  invitedBy: string;
  link: string;
}) {
  return renderEmail({
    subject: `${invitation.invitedBy} invited you to ${invitation.company} on ${site.name}`,
    preheader: `Join ${invitation.company} as ${ROLE_LABELS[invitation.role].toLowerCase()}.`,
    heading: `Join ${invitation.company}`,
    paragraphs: [
      `${invitation.invitedBy} invited you to ${invitation.company} on ${site.name} as ${ROLE_LABELS[invitation.role].toLowerCase()}: you will ${ROLE_IN_WORDS[invitation.role]}.`,
      "Sign in, or create an account with this e-mail address, to accept.",
    ],
    action: { label: "Accept the invitation", url: invitation.link },
    note: `This link works for ${COMPANY_LIMITS.invitationDays} days. If you did not expect it, you can ignore this e-mail.`,
  });
}

/** POST /api/companies/{id}/invitations: an owner invites an address; the e-mail goes out now. */
export async function inviteMember(
  user: SignedInUser,
  companyId: string,
  input: z.infer<typeof invitationInput>,
) {
  await limitAttempts(
    `company-invitations:${user.id}`,
    { limit: COMPANY_LIMITS.invitationsPerHour, windowMs: 60 * 60 * 1000 },
    "You have sent many invitations in the last hour.",
  );
  const inviter = await findProfile(user.id);
  const token = randomBytes(COMPANY_LIMITS.invitationTokenBytes).toString("base64url");
  // The row and the e-mail together: an e-mail that could not be sent leaves no invitation.
  return db().transaction(async (tx) => {
    const { company } = await companyAccess(user, companyId, "members", tx);
    const [invitation] = await tx
      .insert(companyInvitations)
      .values({
        companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashOf(token),
        invitedBy: user.id,
        expiresAt: sql`now() + make_interval(days => ${COMPANY_LIMITS.invitationDays})`,
      })
      .returning();
    await recordCompanyEvent(tx, {
      companyId,
      actor: user.id,
      action: "member-invited",
      detail: { member: input.email, role: input.role },
    });
    try {
      await sendEmail({
        to: input.email,
        ...invitationEmail({
          company: company.name,
          role: input.role,
          invitedBy: inviter?.displayName ?? inviter?.email ?? "A colleague",
          link: `${appUrlFromEnv()}${invitationPath(token)}`,
        }),
      });
    } catch (error) {
      log.error({ part: "companies", err: error }, "an invitation e-mail failed");
      throw new Problem(503, "The invitation e-mail could not be sent. Please try again.");
    }
    return {
      id: invitation!.id,
      email: invitation!.email,
      role: invitation!.role,
      expires_at: invitation!.expiresAt.toISOString(),
    };
  });
}

/** DELETE /api/companies/{id}/invitations/{invitationId}: the link stops working. */
export async function revokeInvitation(
  user: SignedInUser,
  companyId: string,
  invitationId: string,
) {
  await db().transaction(async (tx) => {
    await companyAccess(user, companyId, "members", tx);
    const [revoked] = z.uuid().safeParse(invitationId).success
      ? await tx
          .update(companyInvitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(companyInvitations.id, invitationId),
              eq(companyInvitations.companyId, companyId),
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
            ),
          )
          .returning()
      : [];
    if (!revoked) throw new Problem(404, "This invitation is not open any more.");
    await recordCompanyEvent(tx, {
      companyId,
      actor: user.id,
      action: "invitation-revoked",
      detail: { member: revoked.email, role: revoked.role },
    });
  });
}

const invitationGone = () =>
  new Problem(
    404,
    "This invitation link is not valid any more: it was used, withdrawn or is older than a week. Ask for a new one.",
  );

/** The open invitation a token names, with its company; 404 with a sentence otherwise. */
async function openInvitation(token: string, executor: Transaction = db()) {
  const [row] = await executor
    .select({ invitation: companyInvitations, company: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.tokenHash, hashOf(token)),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw invitationGone();
  return row;
}

/** What the invitation page shows before it is accepted. */
export async function invitationView(user: SignedInUser, token: string) {
  await ensureProfile(user.id);
  const { invitation, company } = await openInvitation(token);
  const profile = await findProfile(user.id);
  return {
    company,
    role: invitation.role,
    email: invitation.email,
    /** Whether the signed-in user's address is the invited one. */
    for_you: profile?.email.toLowerCase() === invitation.email,
    signed_in_as: profile?.email ?? "",
  };
}

/**
 * POST /api/invitations/{token}: the signed-in user (whose e-mail is verified: the session says
 * so) joins the company with the invited role, when their address is the invited one.
 */
export async function acceptInvitation(user: SignedInUser, token: string) {
  await ensureProfile(user.id);
  const profile = await findProfile(user.id);
  return db().transaction(async (tx) => {
    const { invitation, company } = await openInvitation(token, tx);
    if (profile?.email.toLowerCase() !== invitation.email) {
      throw new Problem(
        403,
        `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
      );
    }
    const [used] = await tx
      .update(companyInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt)))
      .returning({ id: companyInvitations.id });
    if (!used) throw invitationGone();
    // Already a member: the invitation's role replaces theirs, as an owner chose it last.
    const [before] = await tx
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, invitation.companyId), eq(companyMembers.userId, user.id)),
      )
      .for("update");
    if (before?.role === "owner" && invitation.role !== "owner") {
      return { company_id: invitation.companyId, company, role: before.role };
    }
    await tx
      .insert(companyMembers)
      .values({
        companyId: invitation.companyId,
        userId: user.id,
        role: invitation.role,
        addedBy: invitation.invitedBy,
      })
      .onConflictDoUpdate({
        target: [companyMembers.companyId, companyMembers.userId],
        set: { role: invitation.role },
      });
    await recordCompanyEvent(tx, {
      companyId: invitation.companyId,
      actor: user.id,
      action: "member-joined",
      detail: { member: invitation.email, role: invitation.role, fromRole: before?.role },
    });
    return { company_id: invitation.companyId, company, role: invitation.role };
  });
}
