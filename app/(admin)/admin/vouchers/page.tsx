import { VoucherAdmin } from "@/components/admin/voucher-admin";

export default function VouchersPage() {
  return <VoucherAdmin />;
}
