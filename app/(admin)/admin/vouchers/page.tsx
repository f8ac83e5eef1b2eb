import { PageHeading } from "@/components/layout/page-heading";

export default function VouchersPage() {
  return <PageHeading title="Vouchers" description="Discount codes and their redemptions." />;
}
