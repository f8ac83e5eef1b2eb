/** The admin API's inputs for proformas (`/api/admin/proformas…`), checked with zod. */
import { z } from "zod";

import type { SignedInUser } from "@/lib/auth/session";

import { cancelProforma, issueProforma, markProformaPaid } from "./workflow";

export const newProformaInput = z.object({
  submission_id: z.uuid({ error: "Choose the submission the proforma is for." }),
});

export const proformaActionInput = z.object({
  action: z.enum(["issue", "mark-paid", "cancel"], {
    error: "The action must be issue, mark-paid or cancel.",
  }),
});

const ACTIONS = { issue: issueProforma, "mark-paid": markProformaPaid, cancel: cancelProforma };

/** POST /api/admin/proformas/{id}: issue, mark paid or cancel. */
export function applyProformaAction(
  admin: SignedInUser,
  id: string,
  { action }: z.infer<typeof proformaActionInput>,
): Promise<void> {
  return ACTIONS[action](admin, id);
}
