import { PageHeading } from "@/components/layout/page-heading";

export default function CommentsPage() {
  return (
    <PageHeading title="Comments" description="Comment threads on a submission and its items." />
  );
}
