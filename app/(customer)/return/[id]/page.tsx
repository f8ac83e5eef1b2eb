import { PageHeading } from "@/components/layout/page-heading";

export default function PaymentReturnPage() {
  return <PageHeading title="Payment" description="The outcome of your card payment." />;
}
