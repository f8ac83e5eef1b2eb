import { AdminSubmission } from "@/components/admin/admin-submission";
import { forPageUser, found } from "@/components/auth/page-gate";
import { ServerData } from "@/components/ui/server-data";
import { listItems } from "@/lib/clearance-items/research";
import { listProformas } from "@/lib/proformas/read";
import { getAdminSubmission } from "@/lib/submissions/read";

export default async function AdminSubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return forPageUser("admin", async () => {
    const submission = await found(getAdminSubmission(id));
    const [items, proformas] = await Promise.all([
      listItems(id, {}),
      listProformas({ submission: id }),
    ]);
    return (
      <ServerData
        fallback={{
          [`/admin/submissions/${id}`]: submission,
          [`/admin/submissions/${id}/items`]: items,
          [`/admin/proformas?submission=${id}`]: proformas,
        }}
      >
        <AdminSubmission id={id} />
      </ServerData>
    );
  });
}
