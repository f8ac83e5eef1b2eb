import { forPageUser, found } from "@/components/auth/page-gate";
import { TitleClearanceWorkspace } from "@/components/title-clearance/workspace";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { getTitleClearance } from "@/lib/title-clearance/store";

/**
 * `/title-clearance/{correlationId}` (product.md §2): the title search of a submission that
 * ordered one, read here and handed to the workspace as its first data.
 */
export default async function TitleClearancePage({
  params,
}: {
  params: Promise<{ correlationId: string }>;
}) {
  const { correlationId: id } = await params;
  return forPageUser("admin", async () => {
    const view = await found(getTitleClearance(id));
    return (
      <ServerData data={[served(routes.admin.titleClearance.get, { id }, view)]}>
        <TitleClearanceWorkspace id={id} />
      </ServerData>
    );
  });
}
