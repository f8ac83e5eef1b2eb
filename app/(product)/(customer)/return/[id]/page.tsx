import { forPageUser } from "@/components/auth/page-gate";
import { PaymentReturn } from "@/components/payments/payment-return";
import { submissionData } from "@/components/submissions/submission-data";
import { ServerData } from "@/components/ui/server-data";

export default async function PaymentReturnPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("customer", async (user) => (
    <ServerData data={await submissionData(user, id)}>
      <PaymentReturn id={id} />
    </ServerData>
  ));
}
