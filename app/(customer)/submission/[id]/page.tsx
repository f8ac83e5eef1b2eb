import { PageHeading } from "@/components/layout/page-heading";

export default function SubmissionPage() {
  return (
    <PageHeading
      title="Submission"
      description="Status, due date, script and order details, and the report once delivered."
    />
  );
}
