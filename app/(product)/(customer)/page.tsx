import { forPageUser } from "@/components/auth/page-gate";
import { PageHeading } from "@/components/layout/page-heading";
import { SubmissionList } from "@/components/submissions/submission-list";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { companiesForPage } from "@/lib/companies/current";
import { listSubmissions } from "@/lib/submissions/read";

export default function MySubmissionsPage() {
  return forPageUser("customer", async (user) => (
    <>
      <PageHeading title="My submissions" />
      <ServerData
        data={[
          served(
            routes.submissions.list,
            {},
            await listSubmissions(user, 1, (await companiesForPage(user)).current?.id),
            { page: 1 },
          ),
        ]}
      >
        <SubmissionList />
      </ServerData>
    </>
  ));
}
