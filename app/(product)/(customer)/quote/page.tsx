import { StartQuote } from "@/components/submissions/start-quote";

export default function NewQuotePage() {
  return <StartQuote />;
}
