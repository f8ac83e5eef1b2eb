import { cookies, headers } from "next/headers";

import { PasscodeForm } from "@/components/share-links/passcode-form";
import { ShareProblem } from "@/components/share-links/share-problem";
import { SharedReport } from "@/components/share-links/shared-report";
import { shareLinkPage } from "@/lib/share-links/page";

/** `/share/{token}`: a published report shared with someone without an account. */
export default async function SharePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const page = await shareLinkPage(token, await headers(), await cookies());
  if (page.state === "problem") return <ShareProblem message={page.message} />;
  if (page.state === "passcode") return <PasscodeForm token={token} />;
  return <SharedReport token={token} report={page.report} />;
}
