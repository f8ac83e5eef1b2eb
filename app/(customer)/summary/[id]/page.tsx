import { PageHeading } from "@/components/layout/page-heading";

export default function SummaryPage() {
  return (
    <PageHeading title="Summary" description="Price breakdown, billing details and payment." />
  );
}
