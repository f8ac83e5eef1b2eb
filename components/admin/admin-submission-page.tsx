import "server-only";

import { Card } from "@mantine/core";
import { Suspense } from "react";

import { apiQuery, itemsApiParams, type ResultsFilters } from "@/components/research/filters";
import { ItemsLoading } from "@/components/research/results-table";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { submissionBillingDocuments } from "@/lib/billing/read";
import { listProformas } from "@/lib/proformas/read";
import { reportOutline } from "@/lib/reports/customer-page";
import { reportViewOf } from "@/lib/reports/read";
import { listItems } from "@/lib/research/research";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { AdminSubmission, LiveResultsTable } from "./admin-submission";

const { admin } = routes;

/**
 * `/admin/submission/{id}`: the submission's panels as soon as they are read, then the results
 * table (its items' read and its rows' render, the page's heaviest part) streamed after them
 * (docs/perf/pages.md, "The heavy pages' largest paint").
 */
export async function AdminSubmissionPageContent({
  submission,
  userId,
  filters,
}: {
  submission: AdminSubmissionView;
  userId: string;
  /** The results table's filters, from the URL: the first paint shows the same list. */
  filters: ResultsFilters;
}) {
  const id = submission.correlation_id;
  const [proformas, documents, report] = await Promise.all([
    listProformas({ submission: id }),
    submissionBillingDocuments(id),
    reportViewOf(id),
  ]);
  return (
    <ServerData
      data={[
        served(admin.submission.get, { id }, submission),
        served(admin.proformas.list, {}, proformas, { submission: id }),
        served(admin.submission.billingDocuments, { id }, documents),
        served(admin.report.versions, { id }, { versions: report?.versions ?? [] }),
        // What the page shows of the report: its count and the customer's decisions.
        ...(report ? [served(admin.report.get, { id }, reportOutline(report))] : []),
      ]}
    >
      <AdminSubmission
        id={id}
        results={
          <Suspense
            fallback={
              <Card withBorder padding="lg">
                <ItemsLoading />
              </Card>
            }
          >
            <AdminResults id={id} userId={userId} filters={filters} />
          </Suspense>
        }
      />
    </ServerData>
  );
}

async function AdminResults({
  id,
  userId,
  filters,
}: {
  id: string;
  userId: string;
  filters: ResultsFilters;
}) {
  const items = await listItems(id, apiQuery(filters, userId));
  return (
    <ServerData data={[served(admin.items.list, { id }, items, itemsApiParams(filters, userId))]}>
      <LiveResultsTable id={id} userId={userId} />
    </ServerData>
  );
}
