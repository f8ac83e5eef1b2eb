import { PageHeading } from "@/components/layout/page-heading";

export default function ScriptPage() {
  return (
    <PageHeading
      title="Script"
      description="The parsed script, page by page, with detected items highlighted."
    />
  );
}
