import {
  CAPABILITY_REFUSALS,
  ROLE_CAPABILITIES,
  ROLE_LABELS,
  type CompanyCapability,
  type CompanyRole,
} from "@/config/companies";
import { Problem } from "@/lib/http/problems";

/** Whether `role` may use `capability` (config/companies.ts). */
export const roleMay = (role: CompanyRole, capability: CompanyCapability) =>
  ROLE_CAPABILITIES[role].includes(capability);

/** "Your role in Acme (Counsel) cannot pay for quotes. Ask an owner or producer." */
export function refusalFor(company: string, role: CompanyRole, capability: CompanyCapability) {
  const { action, askFor } = CAPABILITY_REFUSALS[capability];
  return new Problem(
    403,
    `Your role in ${company} (${ROLE_LABELS[role]}) cannot ${action}. Ask ${askFor}.`,
  );
}
