import { PageHeading } from "@/components/layout/page-heading";

export default function AdminSubmissionPage() {
  return (
    <PageHeading
      title="Submission"
      description="Customer, payment, files, status changes and audit log."
    />
  );
}
