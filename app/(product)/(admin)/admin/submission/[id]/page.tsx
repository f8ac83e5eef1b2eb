import { AdminSubmission } from "@/components/admin/admin-submission";
import { forPageUser, found } from "@/components/auth/page-gate";
import { filtersOf, apiQuery, itemsApiParams } from "@/components/research/filters";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { submissionBillingDocuments } from "@/lib/billing/read";
import { listProformas } from "@/lib/proformas/read";
import { reportOutline } from "@/lib/reports/customer-page";
import { reportViewOf } from "@/lib/reports/read";
import { listItems } from "@/lib/research/research";
import { getAdminSubmission } from "@/lib/submissions/read";

export default async function AdminSubmissionPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  // The results table's filters live in the URL: the first paint shows the same list.
  const filters = filtersOf(await searchParams);
  return forPageUser("admin", async (user) => {
    const submission = await found(getAdminSubmission(id));
    const [items, proformas, documents, report] = await Promise.all([
      listItems(id, apiQuery(filters, user.id)),
      listProformas({ submission: id }),
      submissionBillingDocuments(id),
      reportViewOf(id),
    ]);
    const { admin } = routes;
    return (
      <ServerData
        data={[
          served(admin.submission.get, { id }, submission),
          served(admin.items.list, { id }, items, itemsApiParams(filters, user.id)),
          served(admin.proformas.list, {}, proformas, { submission: id }),
          served(admin.submission.billingDocuments, { id }, documents),
          served(admin.report.versions, { id }, { versions: report?.versions ?? [] }),
          // What the page shows of the report: its count and the customer's decisions.
          ...(report ? [served(admin.report.get, { id }, reportOutline(report))] : []),
        ]}
      >
        <AdminSubmission id={id} userId={user.id} />
      </ServerData>
    );
  });
}
