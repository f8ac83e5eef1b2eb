import { PageHeading } from "@/components/layout/page-heading";
import { SubmissionList } from "@/components/submissions/submission-list";

export default function MySubmissionsPage() {
  return (
    <>
      <PageHeading title="My submissions" />
      <SubmissionList />
    </>
  );
}
