import { PageHeading } from "@/components/layout/page-heading";

export default function TitleClearancePage() {
  return (
    <PageHeading
      title="Title clearance"
      description="Title clearance workspace for the submission's title."
    />
  );
}
