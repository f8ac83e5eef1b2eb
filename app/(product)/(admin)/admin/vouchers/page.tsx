import { VoucherAdmin } from "@/components/admin/voucher-admin";
import { forPageUser } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { listVouchers } from "@/lib/vouchers/admin";

export default function VouchersPage() {
  return forPageUser("admin", async () => (
    <ServerData data={[served(routes.admin.vouchers.list, {}, await listVouchers())]}>
      <VoucherAdmin />
    </ServerData>
  ));
}
