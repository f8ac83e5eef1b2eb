import { VoucherAdmin } from "@/components/admin/voucher-admin";
import { forPageUser } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { listVouchers } from "@/lib/vouchers/admin";

export default function VouchersPage() {
  return forPageUser("admin", async () => (
    <ServerData fallback={{ "/admin/vouchers": await listVouchers() }}>
      <VoucherAdmin />
    </ServerData>
  ));
}
