import { PaymentReturn } from "@/components/payments/payment-return";

export default async function PaymentReturnPage({ params }: { params: Promise<{ id: string }> }) {
  return <PaymentReturn id={(await params).id} />;
}
