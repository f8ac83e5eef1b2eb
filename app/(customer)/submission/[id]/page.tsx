import { SubmissionDetail } from "@/components/submissions/submission-detail";

export default async function SubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  return <SubmissionDetail id={(await params).id} />;
}
