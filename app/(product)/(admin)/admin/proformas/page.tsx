import { ProformaAdmin } from "@/components/admin/proforma-admin";
import { forPageUser } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { listProformas } from "@/lib/proformas/read";

export default function ProformasPage() {
  return forPageUser("admin", async () => (
    <ServerData fallback={{ "/admin/proformas": await listProformas({}) }}>
      <ProformaAdmin />
    </ServerData>
  ));
}
