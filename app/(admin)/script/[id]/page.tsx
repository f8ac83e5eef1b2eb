import { forPageUser, found } from "@/components/auth/page-gate";
import { AdminScriptView } from "@/components/script-view/admin-script-view";
import { ServerData } from "@/components/ui/server-data";
import { getAdminScriptView } from "@/lib/scripts/script-view";
import { getClearanceItems } from "@/lib/submissions/read";

/** The researchers' script view of a submission (issue 18): the current script, highlighted. */
export default async function ScriptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("admin", async () => {
    const data = await found(getAdminScriptView(id));
    const items = await getClearanceItems(id, {});
    return (
      <ServerData fallback={{ [`/admin/submissions/${id}/clearance-items`]: items }}>
        <AdminScriptView data={data} />
      </ServerData>
    );
  });
}
