import { AdminSubmission } from "@/components/admin/admin-submission";

export default async function AdminSubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  return <AdminSubmission id={(await params).id} />;
}
