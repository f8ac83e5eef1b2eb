import { forPageUser } from "@/components/auth/page-gate";
import { QuoteEditor } from "@/components/submissions/quote-editor";
import { submissionData } from "@/components/submissions/submission-data";
import { ServerData } from "@/components/ui/server-data";

export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("customer", async (user) => (
    <ServerData data={await submissionData(user, id)}>
      <QuoteEditor id={id} />
    </ServerData>
  ));
}
