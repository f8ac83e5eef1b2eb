import { forPageUser, found } from "@/components/auth/page-gate";
import { CustomerScriptView } from "@/components/script-view/customer-script-view";
import { getOwnScriptView } from "@/lib/scripts/script-view";

/** The customer's read-only script view: the report's items where they occur. */
export default async function SubmissionScriptPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return forPageUser("customer", async (user) => (
    <CustomerScriptView data={await found(getOwnScriptView(user, id))} />
  ));
}
