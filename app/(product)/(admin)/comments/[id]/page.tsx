import { notFound } from "next/navigation";

import { forPageUser, found } from "@/components/auth/page-gate";
import { SubmissionComments } from "@/components/comments/submission-comments";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { commentQuery } from "@/lib/comments/rules";
import { listComments } from "@/lib/comments/threads";

/** `/comments/{id}[?item=]`: the submission's comment threads, read here and kept live by SWR. */
export default async function CommentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ item?: string | string[] }>;
}) {
  const [{ id }, { item }] = await Promise.all([params, searchParams]);
  return forPageUser("admin", async (admin) => {
    // A malformed ?item= is a missing thread, answered once the user is known to be an admin.
    const query = commentQuery.safeParse({
      item: (Array.isArray(item) ? item[0] : item) || undefined,
    });
    if (!query.success) notFound();
    const threads = await found(listComments(admin, id, "admin", query.data));
    return (
      <ServerData data={[served(routes.admin.comments.list, { id }, threads, query.data)]}>
        <SubmissionComments id={id} item={query.data.item} />
      </ServerData>
    );
  });
}
