import "server-only";

import { found } from "@/components/auth/page-gate";
import { hasReport } from "@/config/reports";
import type { SignedInUser } from "@/lib/auth/session";
import { ownSubmissionBillingDocuments } from "@/lib/billing/read";
import { listComments } from "@/lib/comments/threads";
import { ownProforma } from "@/lib/proformas/read";
import { reportForCustomerPage } from "@/lib/reports/customer-page";
import { reportViewOf } from "@/lib/reports/read";
import { listShareLinks } from "@/lib/share-links/manage";
import { getSubmission } from "@/lib/submissions/read";

/**
 * What the customer's pages of one submission read first, under the API paths their components
 * ask for: the submission, its proforma when it is paid by bank transfer, its invoices and credit
 * notes once it is ordered, its published report and its share links, and once it is ordered the
 * conversation with the researchers, each when the caller's role may see it (docs/product.md
 * "Companies and roles"). Another customer's submission is a 404.
 */
export async function submissionData(user: SignedInUser, id: string) {
  const submission = await found(getSubmission(user, id));
  // Read only now that getSubmission has checked the owner.
  const report = hasReport(submission.status) ? await reportViewOf(id) : null;
  return {
    [`/submissions/${id}`]: submission,
    ...(submission.order?.method === "bank_transfer" &&
      submission.access.can.includes("pay") && {
        [`/submissions/${id}/proforma`]: await ownProforma(user, id),
      }),
    ...(submission.order &&
      submission.access.can.includes("billing") && {
        [`/submissions/${id}/billing-documents`]: await ownSubmissionBillingDocuments(user, id),
      }),
    ...(report && { [`/submissions/${id}/report`]: reportForCustomerPage(report) }),
    ...(report &&
      submission.access.can.includes("share") && {
        [`/submissions/${id}/share-links`]: await listShareLinks(user, id),
      }),
    ...(submission.status !== "draft" &&
      submission.access.can.includes("converse") && {
        [`/submissions/${id}/comments`]: await listComments(user, id, "customer"),
      }),
  };
}
