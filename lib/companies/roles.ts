import type { CompanyCapability, CompanyRole } from "@/config/companies";
import { Problem } from "@/lib/http/problems";

import { capabilitiesOf, refusalSentence } from "./capabilities";

/** Whether `role` may use `capability` (config/companies.ts). */
export const roleMay = (role: CompanyRole, capability: CompanyCapability) =>
  capabilitiesOf(role).includes(capability);

/** The 403 a member whose role lacks `capability` gets (see `refusalSentence`). */
export const refusalFor = (company: string, role: CompanyRole, capability: CompanyCapability) =>
  new Problem(403, refusalSentence(company, role, capability));
