import { forPageUser } from "@/components/auth/page-gate";
import { submissionData } from "@/components/submissions/submission-data";
import { SubmissionDetail } from "@/components/submissions/submission-detail";
import { ServerData } from "@/components/ui/server-data";

export default async function SubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("customer", async (user) => (
    <ServerData data={await submissionData(user, id)}>
      <SubmissionDetail id={id} />
    </ServerData>
  ));
}
