import { forPageUser } from "@/components/auth/page-gate";
import { submissionData } from "@/components/submissions/submission-data";
import { SummaryView } from "@/components/submissions/summary-view";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { getBillingDetails } from "@/lib/users/billing";

export default async function SummaryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("customer", async (user) => {
    const [submission, billing] = await Promise.all([
      submissionData(user, id),
      getBillingDetails(user),
    ]);
    return (
      <ServerData data={[...submission, served(routes.user.billing, {}, { billing })]}>
        <SummaryView id={id} />
      </ServerData>
    );
  });
}
