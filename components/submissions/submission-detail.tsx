"use client";

import { Card, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";

import { BillingDocuments } from "@/components/billing/billing-documents";
import { PageHeading } from "@/components/layout/page-heading";
import { ProformaStatus } from "@/components/payments/proforma-status";
import { ReportResults } from "@/components/reports/report-results";
import { TitleClearanceResults } from "@/components/reports/title-clearance-results";
import { ShareLinksPanel } from "@/components/share-links/share-links-panel";
import { FactsTable } from "@/components/ui/facts-table";
import { LinkButton } from "@/components/ui/link-button";
import type { CompanyCapability } from "@/config/companies";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { hasReport } from "@/config/reports";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { accessAllows } from "@/lib/companies/capabilities";
import { formatMoney } from "@/lib/pricing/format";
import { formatLongDay } from "@/lib/site/format-date";
import type { SubmissionView } from "@/lib/submissions/views";

import { OrderCard } from "./order-card";
import { PriceCard } from "./price-card";
import { ResearchProgressCard } from "./research-progress-card";
import { RevisionCard } from "./revision-card";
import { StatusBadge } from "./status-badge";
import { SubmissionConversation } from "./submission-conversation";
import { SubmissionProblem } from "./submission-problem";

const readingRevision = (view: SubmissionView | undefined) =>
  view?.status === "revision_requested" && !view.revision?.changes && !view.revision?.failed;

/**
 * The page's heading: the submission's title and status. The page sends it as soon as the
 * submission is read, ahead of the report and the rest (SubmissionDetail), which stream after it.
 */
export function SubmissionHeading({ id }: { id: string }) {
  const { data } = useResource(routes.submissions.get, { id });
  if (!data) return null;
  return (
    <Group justify="space-between" align="flex-start">
      <PageHeading
        title={`Submission: ${data.title || "Untitled quote"}`}
        description="Where your order stands."
      />
      <StatusBadge status={data.status} />
    </Group>
  );
}

/**
 * `/submission/{id}` (product.md §2), under its heading: where an order stands, its due date and
 * its payment, and once delivered the report.
 */
export function SubmissionDetail({ id }: { id: string }) {
  const { data, error, mutate } = useResource(
    routes.submissions.get,
    { id },
    {
      // A revised draft is read and compared in the background: followed while it is.
      refreshInterval: (view) => (readingRevision(view) ? 1000 : 0),
    },
  );
  if (error) return <SubmissionProblem title="Submission" message={messageOf(error)} />;
  if (!data) return <Skeleton height={320} aria-label="Loading the submission" />;
  const { order } = data;
  // What the caller's role lets them do (docs/product.md "Companies and roles").
  const may = (capability: CompanyCapability) => accessAllows(data.access, capability);
  const payment = order
    ? ([
        ["Order", order.number],
        data.revisions.length > 0 && [
          "For",
          order.revision ? `Revision ${order.revision} (changed pages)` : "First order",
        ],
        ["Payment", ORDER_STATUS_LABELS[order.status]],
        ["Method", PAYMENT_METHOD_LABELS[order.method]],
        ["Total", formatMoney(order.total, order.currency)],
        order.discount > 0 && ["Voucher discount", formatMoney(order.discount, order.currency)],
        order.paid_at && ["Paid on", formatLongDay(order.paid_at)],
        data.due_date && ["Report due by", formatLongDay(data.due_date)],
      ].filter(Boolean) as [string, string][])
    : [];
  return (
    <>
      {/* Once delivered, the report is what the customer came for: it leads the page. */}
      {hasReport(data.status) ? (
        <Stack gap="lg">
          <ReportResults
            submissionId={id}
            hasScript={data.script !== null}
            canDecide={may("decide")}
            canConverse={may("converse")}
          />
          <TitleClearanceResults submissionId={id} />
          {may("share") ? <ShareLinksPanel submissionId={id} /> : null}
        </Stack>
      ) : null}
      <Grid gap="lg" mt={hasReport(data.status) ? "lg" : undefined}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {data.research ? (
              <ResearchProgressCard research={data.research} dueDate={data.due_date} />
            ) : null}
            <OrderCard submission={data} />
            {may("quote") &&
            (data.status === "delivered" ||
              data.status === "revision_requested" ||
              data.revisions.length > 0) ? (
              <RevisionCard submission={data} onUploaded={() => mutate()} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                Payment
              </Title>
              {order ? (
                <Stack gap="md">
                  <FactsTable rows={payment} />
                  {order.method === "bank_transfer" && may("pay") ? (
                    <ProformaStatus submissionId={id} />
                  ) : null}
                  {may("billing") ? (
                    <BillingDocuments audience="customer" submissionId={id} />
                  ) : null}
                </Stack>
              ) : (
                <Stack gap="sm" align="flex-start">
                  <Text size="sm" c="dimmed">
                    Not ordered yet.
                  </Text>
                  <LinkButton href={`/summary/${id}`} variant="light">
                    Go to the summary
                  </LinkButton>
                </Stack>
              )}
            </Card>
            <PriceCard submission={data} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Once ordered, researchers are at work: the customer talks with them here. */}
      {data.status !== "draft" && may("converse") ? (
        <Stack mt="xl">
          <SubmissionConversation id={id} />
        </Stack>
      ) : null}
    </>
  );
}
