/** The admin API's inputs for proformas (`/api/admin/proformas…`), checked with zod. */
import { z } from "zod";

import type { SignedInUser } from "@/lib/auth/session";
import { Problem } from "@/lib/http/problems";

import { receivedPaymentInput } from "./received";
import {
  cancelProforma,
  issueProforma,
  markProformaPaid,
  resolveAmountDifference,
} from "./workflow";

export const newProformaInput = z.object({
  submission_id: z.uuid({ error: "Choose the submission the proforma is for." }),
});

const ACTION_NAMES = ["issue", "mark-paid", "cancel", "resolve-difference"] as const;

/** The action, and for `mark-paid` what arrived (checked by `applyProformaAction`). */
export const proformaActionInput = z.looseObject({
  action: z.enum(ACTION_NAMES, {
    error: "The action must be issue, mark-paid, cancel or resolve-difference.",
  }),
});

/** POST /api/admin/proformas/{id}: issue, mark paid (with what arrived), cancel, or settle a difference. */
export async function applyProformaAction(
  admin: SignedInUser,
  id: string,
  { action, ...rest }: z.infer<typeof proformaActionInput>,
): Promise<void> {
  switch (action) {
    case "issue":
      return issueProforma(admin, id);
    case "mark-paid":
      return markProformaPaid(admin, id, receivedOf(rest));
    case "cancel":
      return cancelProforma(admin, id);
    case "resolve-difference":
      return resolveAmountDifference(admin, id);
  }
}

/** What arrived, or a 422 with the first thing wrong in it, naming its field. */
function receivedOf(body: unknown) {
  const parsed = receivedPaymentInput.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new Problem(422, issue!.message, {}, issue!.path.join(".") || undefined);
}
