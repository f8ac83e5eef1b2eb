import { QuoteEditor } from "@/components/submissions/quote-editor";

export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  return <QuoteEditor id={(await params).id} />;
}
