import { SettingsAdmin } from "@/components/admin/settings-admin";
import { forPageUser } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { listSettings } from "@/lib/settings/store";

export default function SettingsPage() {
  return forPageUser("admin", async () => (
    <ServerData data={[served(routes.admin.settings.list, {}, await listSettings())]}>
      <SettingsAdmin />
    </ServerData>
  ));
}
