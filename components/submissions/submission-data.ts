import "server-only";

import { found } from "@/components/auth/page-gate";
import type { SignedInUser } from "@/lib/auth/session";
import { ownProforma } from "@/lib/proformas/read";
import { getSubmission } from "@/lib/submissions/read";

/**
 * What the customer's pages of one submission read first, under the API paths their components
 * ask for: the submission, and its proforma when it is paid by bank transfer. Another
 * customer's submission is a 404.
 */
export async function submissionData(user: SignedInUser, id: string) {
  const submission = await found(getSubmission(user, id));
  return {
    [`/submissions/${id}`]: submission,
    ...(submission.order?.method === "bank_transfer" && {
      [`/submissions/${id}/proforma`]: await ownProforma(user, id),
    }),
  };
}
