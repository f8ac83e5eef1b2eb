import { SummaryView } from "@/components/submissions/summary-view";

export default async function SummaryPage({ params }: { params: Promise<{ id: string }> }) {
  return <SummaryView id={(await params).id} />;
}
