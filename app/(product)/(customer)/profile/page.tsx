import { ProfileView } from "@/components/account/profile-view";
import { forPageUser } from "@/components/auth/page-gate";
import { PageHeading } from "@/components/layout/page-heading";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { ownBillingDocuments } from "@/lib/billing/read";
import { userInfo } from "@/lib/users/account";
import { getBillingDetails } from "@/lib/users/billing";
import { getReportName } from "@/lib/users/report-name";

export default function ProfilePage() {
  return forPageUser("customer", async (user) => {
    const [info, billing, documents] = await Promise.all([
      userInfo(user),
      getBillingDetails(user),
      ownBillingDocuments(user),
    ]);
    const name = info.isAdmin
      ? [served(routes.user.reportName, {}, { name: await getReportName(user) })]
      : [];
    return (
      <>
        <PageHeading title="Profile" description="Your account, password and sessions." />
        <ServerData
          data={[
            served(routes.user.billing, {}, { billing }),
            served(routes.user.billingDocuments, {}, documents),
            ...name,
          ]}
        >
          <ProfileView info={info} />
        </ServerData>
      </>
    );
  });
}
