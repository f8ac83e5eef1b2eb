/**
 * Creating a company and managing its members (docs/product.md "Companies and roles"): owners
 * change roles and remove members, and a company always keeps at least one owner.
 */
import "server-only";

import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";

import {
  COMPANY_LIMITS,
  COMPANY_ROLES,
  ROLE_LABELS,
  type CompanyCapability,
  type CompanyRole,
} from "@/config/companies";
import { ensureProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { auditEvents, companies, companyMembers, submissions } from "@/lib/db/schema";
import { notFound, Problem } from "@/lib/http/problems";

import { submissionAccess } from "./access";
import { recordCompanyEvent } from "./events";
import { memberRows } from "./members";
import { refusalFor, roleMay } from "./roles";

export const COMPANY_NOT_FOUND = "This company";

export const companyNameInput = z.object({
  name: z
    .string({ error: "Enter the company's name." })
    .trim()
    .min(1, "Enter the company's name.")
    .max(
      COMPANY_LIMITS.nameMaxLength,
      `A company's name is at most ${COMPANY_LIMITS.nameMaxLength} characters.`,
    ),
});

export const roleInput = z.object({
  role: z.enum(COMPANY_ROLES, { error: "Choose a role: owner, producer, counsel or viewer." }),
});

export const moveInput = z.object({
  company_id: z.uuid({ error: "Choose one of your companies." }),
});

const isId = (id: string) => z.uuid().safeParse(id).success;

/**
 * The company and the caller's role in it when their role has `capability`; 404 for a
 * non-member, 403 with a sentence for a member without the right.
 */
export async function companyAccess(
  user: Pick<SignedInUser, "id">,
  companyId: string,
  capability: CompanyCapability,
  executor: Transaction = db(),
) {
  if (!isId(companyId)) throw notFound(COMPANY_NOT_FOUND);
  const [row] = await executor
    .select({ company: companies, role: companyMembers.role })
    .from(companies)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, user.id)),
    )
    .where(eq(companies.id, companyId));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  if (!roleMay(row.role, capability)) throw refusalFor(row.company.name, row.role, capability);
  return row;
}

/** POST /api/companies: a new company whose creator is its first owner. */
export async function createCompany(user: SignedInUser, input: z.infer<typeof companyNameInput>) {
  await ensureProfile(user.id);
  return db().transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: input.name, createdBy: user.id })
      .returning();
    await tx
      .insert(companyMembers)
      .values({ companyId: company!.id, userId: user.id, role: "owner", addedBy: user.id });
    await recordCompanyEvent(tx, {
      companyId: company!.id,
      actor: user.id,
      action: "company-created",
      detail: { role: "owner" },
    });
    return { id: company!.id, name: company!.name };
  });
}

/** The company's members, their rows locked until `tx` ends. */
const lockedMembers = (tx: Transaction, companyId: string) =>
  memberRows(companyId, tx).for("update", { of: companyMembers });

const lastOwner = (action: string) =>
  new Problem(
    409,
    `A company needs at least one owner: make another member an owner before you ${action}.`,
  );

/**
 * A member's new role or removal, checked under a lock on the company's members so two owners
 * demoting each other at once cannot leave it without one.
 */
async function changeMember(
  user: SignedInUser,
  companyId: string,
  memberId: string,
  role: CompanyRole | null,
) {
  await db().transaction(async (tx) => {
    await companyAccess(user, companyId, "members", tx);
    const members = await lockedMembers(tx, companyId);
    const member = members.find((candidate) => candidate.userId === memberId);
    if (!member) throw new Problem(404, "This person is not a member of the company.");
    const owners = members.filter((candidate) => candidate.role === "owner").length;
    if (member.role === "owner" && role !== "owner" && owners === 1) {
      throw lastOwner(role === null ? "removing the last one" : "changing the last owner's role");
    }
    if (role === null) {
      await tx
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, memberId)));
      await recordCompanyEvent(tx, {
        companyId,
        actor: user.id,
        action: "member-removed",
        detail: { member: member.email, role: member.role },
      });
      return;
    }
    if (member.role === role) return;
    await tx
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, memberId)));
    await recordCompanyEvent(tx, {
      companyId,
      actor: user.id,
      action: "role-changed",
      detail: { member: member.email, fromRole: member.role, role },
    });
  });
}

/** PATCH /api/companies/{id}/members/{userId}: an owner gives a member another role. */
export const changeRole = (
  user: SignedInUser,
  companyId: string,
  memberId: string,
  input: z.infer<typeof roleInput>,
) => changeMember(user, companyId, memberId, input.role);

/** DELETE /api/companies/{id}/members/{userId}: their access ends with their next request. */
export const removeMember = (user: SignedInUser, companyId: string, memberId: string) =>
  changeMember(user, companyId, memberId, null);

/**
 * PUT /api/submissions/{id}/company: the owner of a personal submission moves it into a company
 * where they are an owner or producer; from then on its members reach it by their roles.
 */
export async function moveIntoCompany(
  user: SignedInUser,
  submissionId: string,
  input: z.infer<typeof moveInput>,
) {
  return db().transaction(async (tx) => {
    const submission = await submissionAccess(user, submissionId, "quote", tx);
    if (submission.companyId !== null) {
      throw new Problem(409, "This submission already belongs to a company.");
    }
    const { company, role } = await companyAccess(user, input.company_id, "quote", tx);
    const moved = await tx
      .update(submissions)
      .set({ companyId: company.id })
      .where(and(eq(submissions.id, submission.id), isNull(submissions.companyId)))
      .returning({ id: submissions.id });
    if (moved.length === 0) throw new Problem(409, "This submission already belongs to a company.");
    await tx.insert(auditEvents).values({
      submissionId: submission.id,
      actor: user.id,
      action: "moved-to-company",
      detail: { note: `${company.name} (moved by its ${ROLE_LABELS[role].toLowerCase()})` },
    });
    await recordCompanyEvent(tx, {
      companyId: company.id,
      actor: user.id,
      action: "submission-moved-in",
      detail: { submission: submission.title || "Untitled quote" },
    });
    return { company_id: company.id, company: company.name };
  });
}
