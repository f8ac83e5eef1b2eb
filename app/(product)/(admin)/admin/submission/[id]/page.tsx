import { AdminSubmissionPageContent } from "@/components/admin/admin-submission-page";
import { forPageUser, found } from "@/components/auth/page-gate";
import { filtersOf } from "@/components/research/filters";
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
  return forPageUser("admin", async (user) => (
    <AdminSubmissionPageContent
      submission={await found(getAdminSubmission(id))}
      userId={user.id}
      filters={filters}
    />
  ));
}
