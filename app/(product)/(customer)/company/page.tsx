import { forPageUser } from "@/components/auth/page-gate";
import { CompanyPage } from "@/components/companies/company-page";
import { PageHeading } from "@/components/layout/page-heading";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { companiesForPage } from "@/lib/companies/current";
import { companyView, personalSubmissionsOf } from "@/lib/companies/read";

/** The company the user works in: members, roles, invitations and its audit trail. */
export default function CompanyRoute() {
  return forPageUser("customer", async (user) => {
    const { companies, current } = await companiesForPage(user);
    const [view, personal] = await Promise.all([
      current ? companyView(user, current.id) : null,
      personalSubmissionsOf(user),
    ]);
    return (
      <>
        <PageHeading
          title={view ? view.name : "Company"}
          description="The people of your production company and what each of them may do."
        />
        <ServerData data={view ? [served(routes.companies.get, { companyId: view.id }, view)] : []}>
          <CompanyPage companyId={view?.id ?? null} companies={companies} personal={personal} />
        </ServerData>
      </>
    );
  });
}
