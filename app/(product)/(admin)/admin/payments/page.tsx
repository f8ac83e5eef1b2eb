import { PaymentsLedger } from "@/components/admin/payments-ledger";
import { forPageUser } from "@/components/auth/page-gate";
import { PageHeading } from "@/components/layout/page-heading";
import { ledgerPageFor } from "@/lib/billing/ledger";
import { pageParams } from "@/lib/http/list-filters";

type SearchParams = Record<string, string | string[] | undefined>;

export default async function PaymentsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = pageParams(await searchParams);
  return forPageUser("admin", async () => (
    <>
      <PageHeading
        title="Payments"
        description="Every invoice (money taken) and credit note (money given back), with totals per month."
      />
      <PaymentsLedger {...await ledgerPageFor(params)} />
    </>
  ));
}
