import { forPageUser, found } from "@/components/auth/page-gate";
import { SubmissionPageContent } from "@/components/submissions/submission-page";
import { getSubmission } from "@/lib/submissions/read";

export default async function SubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("customer", async (user) => (
    <SubmissionPageContent user={user} submission={await found(getSubmission(user, id))} />
  ));
}
