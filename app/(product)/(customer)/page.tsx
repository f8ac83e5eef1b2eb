import { forPageUser } from "@/components/auth/page-gate";
import { PageHeading } from "@/components/layout/page-heading";
import { SubmissionList } from "@/components/submissions/submission-list";
import { ServerData } from "@/components/ui/server-data";
import { companiesForPage } from "@/lib/companies/current";
import { listSubmissions } from "@/lib/submissions/read";

export default function MySubmissionsPage() {
  return forPageUser("customer", async (user) => (
    <>
      <PageHeading title="My submissions" />
      <ServerData
        fallback={{
          "/submissions?page=1": await listSubmissions(
            user,
            1,
            (await companiesForPage(user)).current?.id,
          ),
        }}
      >
        <SubmissionList />
      </ServerData>
    </>
  ));
}
