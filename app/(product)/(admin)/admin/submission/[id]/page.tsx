import { AdminSubmission } from "@/components/admin/admin-submission";
import { forPageUser, found } from "@/components/auth/page-gate";
import { filtersOf, apiQuery, itemsPath } from "@/components/research/filters";
import { ServerData } from "@/components/ui/server-data";
import { submissionBillingDocuments } from "@/lib/billing/read";
import { listProformas } from "@/lib/proformas/read";
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
    const base = `/admin/submissions/${id}`;
    return (
      <ServerData
        fallback={{
          [base]: submission,
          [itemsPath(id, filters, user.id)]: items,
          [`/admin/proformas?submission=${id}`]: proformas,
          [`${base}/billing-documents`]: documents,
          [`${base}/report/versions`]: { versions: report?.versions ?? [] },
          ...(report && { [`${base}/report`]: report }),
        }}
      >
        <AdminSubmission id={id} userId={user.id} />
      </ServerData>
    );
  });
}
