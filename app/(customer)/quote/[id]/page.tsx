import { PageHeading } from "@/components/layout/page-heading";

export default function QuotePage() {
  return (
    <PageHeading
      title="Quote"
      description="Project details, script upload, services and turnaround, with the live price."
    />
  );
}
