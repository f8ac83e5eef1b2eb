import "server-only";

import { found } from "@/components/auth/page-gate";
import { hasReport } from "@/config/reports";
import { served, type Served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { SignedInUser } from "@/lib/auth/session";
import { ownSubmissionBillingDocuments } from "@/lib/billing/read";
import { listComments } from "@/lib/comments/threads";
import { ownProforma } from "@/lib/proformas/read";
import { reportForCustomerPage } from "@/lib/reports/customer-page";
import { reportViewOf } from "@/lib/reports/read";
import { listShareLinks } from "@/lib/share-links/manage";
import { getSubmission } from "@/lib/submissions/read";
import type { CustomerSubmissionView } from "@/lib/submissions/views";

/**
 * What the customer's pages of one submission read first, for `ServerData`: the submission, its proforma when it is paid by bank transfer, its invoices and credit
 * notes once it is ordered, its published report and its share links, and once it is ordered the
 * conversation with the researchers, each when the caller's role may see it (docs/product.md
 * "Companies and roles"). Another customer's submission is a 404.
 */
export async function submissionData(user: SignedInUser, id: string): Promise<Served[]> {
  const submission = await found(getSubmission(user, id));
  return [
    served(routes.submissions.get, { id }, submission),
    ...(await submissionReads(user, submission)),
  ];
}

/** What submissionData reads beside the submission, once getSubmission has checked its owner. */
export async function submissionReads(
  user: SignedInUser,
  submission: CustomerSubmissionView,
): Promise<Served[]> {
  const id = submission.correlation_id;
  const can = (right: (typeof submission.access.can)[number]) =>
    submission.access.can.includes(right);
  const report = hasReport(submission.status);
  const { submissions } = routes;
  // At once, not one after another.
  const reads = await Promise.all([
    submission.order?.method === "bank_transfer" && can("pay")
      ? ownProforma(user, id).then((proforma) => served(submissions.proforma, { id }, proforma))
      : null,
    submission.order && can("billing")
      ? ownSubmissionBillingDocuments(user, id).then((documents) =>
          served(submissions.billingDocuments, { id }, documents),
        )
      : null,
    report
      ? reportViewOf(id).then(
          (view) => view && served(submissions.report.get, { id }, reportForCustomerPage(view)),
        )
      : null,
    report && can("share")
      ? listShareLinks(user, id).then((links) => served(submissions.shareLinks.list, { id }, links))
      : null,
    submission.status !== "draft" && can("converse")
      ? listComments(user, id, "customer").then((thread) =>
          served(submissions.comments.list, { id }, thread),
        )
      : null,
  ]);
  return reads.filter((read) => read !== null);
}
