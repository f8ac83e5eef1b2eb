/**
 * What a caller may do with a submission, as plain functions the server's access check and the
 * pages it renders share (docs/product.md "Companies and roles"). No server code: a page reads
 * the `can` list the server's check gave it and shows or hides controls by it.
 */
import {
  CAPABILITY_REFUSALS,
  COMPANY_CAPABILITIES,
  ROLE_CAPABILITIES,
  ROLE_LABELS,
  type CompanyCapability,
  type CompanyRole,
} from "@/config/companies";

/** "personal" is the owner of a personal submission, who may do everything. */
export type SubmissionRole = CompanyRole | "personal";

/** Everything `role` may do (config/companies.ts). */
export const capabilitiesOf = (role: SubmissionRole): CompanyCapability[] => [
  ...(role === "personal" ? COMPANY_CAPABILITIES : ROLE_CAPABILITIES[role]),
];

/** Whether the access the server's check gave allows `capability`. */
export const accessAllows = (
  access: { can: readonly CompanyCapability[] },
  capability: CompanyCapability,
) => access.can.includes(capability);

/** "Your role in Acme (Counsel) cannot pay for quotes. Ask an owner or producer." */
export function refusalSentence(company: string, role: CompanyRole, capability: CompanyCapability) {
  const { action, askFor } = CAPABILITY_REFUSALS[capability];
  return `Your role in ${company} (${ROLE_LABELS[role]}) cannot ${action}. Ask ${askFor}.`;
}

/**
 * What a page shows a member who may read a submission but not use `capability` on it: that
 * they can view it and why they cannot change it; null when they may.
 */
export function readOnlyNote(
  access: { role: SubmissionRole; company: string | null; can: readonly CompanyCapability[] },
  capability: CompanyCapability,
  what: string,
): string | null {
  if (accessAllows(access, capability) || access.role === "personal" || !access.company) {
    return null;
  }
  return `You can view ${what}. ${refusalSentence(access.company, access.role, capability)}`;
}
