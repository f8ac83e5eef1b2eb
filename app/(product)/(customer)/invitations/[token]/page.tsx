import { forPageUser } from "@/components/auth/page-gate";
import { InvitationAnswer } from "@/components/companies/invitation-answer";
import { PageHeading } from "@/components/layout/page-heading";
import { invitationView } from "@/lib/companies/invitations";
import { Problem } from "@/lib/http/problems";

/** An invitation's link: signed in (sign-up first if need be) with the invited address, accept. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return forPageUser("customer", async (user) => {
    const invitation = await invitationView(user, token).catch((problem: unknown) => {
      if (problem instanceof Problem) return { gone: problem.message };
      throw problem;
    });
    return (
      <>
        <PageHeading title="Invitation" />
        <InvitationAnswer token={token} invitation={invitation} />
      </>
    );
  });
}
