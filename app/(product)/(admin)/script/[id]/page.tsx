import { forPageUser, found } from "@/components/auth/page-gate";
import { AdminScriptView } from "@/components/script-view/admin-script-view";
import { getAdminScriptView } from "@/lib/scripts/script-view";

/** The researchers' script view of a submission: the current script, highlighted. */
export default async function ScriptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("admin", async () => (
    <AdminScriptView data={await found(getAdminScriptView(id))} />
  ));
}
