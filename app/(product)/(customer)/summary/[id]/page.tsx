import { forPageUser } from "@/components/auth/page-gate";
import { submissionData } from "@/components/submissions/submission-data";
import { SummaryView } from "@/components/submissions/summary-view";
import { ServerData } from "@/components/ui/server-data";
import { getBillingDetails } from "@/lib/users/billing";

export default async function SummaryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("customer", async (user) => {
    const [submission, billing] = await Promise.all([
      submissionData(user, id),
      getBillingDetails(user),
    ]);
    return (
      <ServerData fallback={{ ...submission, "/user/billing": { billing } }}>
        <SummaryView id={id} />
      </ServerData>
    );
  });
}
