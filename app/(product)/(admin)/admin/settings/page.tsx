import { SettingsAdmin } from "@/components/admin/settings-admin";
import { forPageUser } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { listSettings } from "@/lib/settings/store";

export default function SettingsPage() {
  return forPageUser("admin", async () => (
    <ServerData fallback={{ "/admin/settings": await listSettings() }}>
      <SettingsAdmin />
    </ServerData>
  ));
}
