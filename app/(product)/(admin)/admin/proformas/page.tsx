import { ProformaAdmin } from "@/components/admin/proforma-admin";
import { forPageUser } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { listProformas } from "@/lib/proformas/read";

export default function ProformasPage() {
  return forPageUser("admin", async () => (
    <ServerData data={[served(routes.admin.proformas.list, {}, await listProformas({}))]}>
      <ProformaAdmin />
    </ServerData>
  ));
}
