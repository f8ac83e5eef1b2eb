"use client";

import { Card, Grid, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

import { BillingDocuments } from "@/components/billing/billing-documents";
import { PageHeading } from "@/components/layout/page-heading";
import { ResultsTable } from "@/components/research/results-table";
import { RevisionHistory } from "@/components/submissions/revision-changes";
import { StatusBadge } from "@/components/submissions/status-badge";
import { LinkButton } from "@/components/ui/link-button";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";

import { AdminPageFallback } from "./admin-page-fallback";
import { AuditLog } from "./audit-log";
import { CustomerAndPayment } from "./customer-and-payment";
import { PublishReport } from "./publish-report";
import { RefundOrder } from "./refund-order";
import { ResearchAssignment } from "./research-assignment";
import { SubmissionCompany } from "./submission-company";
import { SubmissionFiles } from "./submission-files";
import { SubmissionProformas } from "./submission-proformas";
import { SubmissionStatusPanel } from "./submission-status-panel";

/**
 * `/admin/submission/{id}` (product.md §2): one submission as researchers see it: the customer,
 * the payment, the files, the status with its audit log, and the results table researchers work in
 * (`results`: the server streams it after the rest, LiveResultsTable).
 */
export function AdminSubmission({ id, results }: { id: string; results: ReactNode }) {
  const { data, error, mutate } = useResource(routes.admin.submission.get, { id });
  if (!data) {
    return (
      <AdminPageFallback
        error={error}
        title="Submission"
        notFoundTitle="Submission not found"
        loadingLabel="Loading the submission"
      />
    );
  }
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={`Submission: ${data.title || "Untitled quote"}`}
          description={`Customer: ${data.customer_email}`}
        />
        <Group gap="xs">
          <LinkButton href={`/script/${id}`} variant="light" size="xs">
            Script
          </LinkButton>
          <LinkButton href={`/comments/${id}`} variant="light" size="xs">
            Comments
          </LinkButton>
          {data.title_clearance ? (
            <LinkButton href={`/title-clearance/${id}`} variant="default" size="xs">
              Title clearance
            </LinkButton>
          ) : null}
          <StatusBadge status={data.status} />
        </Group>
      </Group>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <CustomerAndPayment
              submission={data}
              orderAction={(order) => (
                <RefundOrder order={order} onRefunded={() => void mutate()} />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <SubmissionStatusPanel
                submission={data}
                onChanged={(view) => void mutate(view, { revalidate: false })}
                onStale={() => void mutate()}
              />
              <ResearchAssignment
                submission={data}
                onChanged={(view) => void mutate(view, { revalidate: false })}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        {data.revisions.some((revision) => revision.changes) ? (
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              Revised drafts
            </Title>
            {/* The latest revision opened: the scenes whose items are back in research. */}
            <RevisionHistory revisions={data.revisions} open={[data.revisions.length]} />
          </Card>
        ) : null}
        {data.company ? <SubmissionCompany company={data.company} /> : null}
        <PublishReport submission={data} onPublished={() => void mutate()} />
        <SubmissionProformas submission={data} />
        <Card withBorder padding="lg">
          <BillingDocuments
            audience="admin"
            submissionId={id}
            empty="No invoice yet: one is issued with each payment."
          />
        </Card>
        <SubmissionFiles submissionId={id} scripts={data.scripts} />
        {results}
        <AuditLog events={data.audit_log} />
      </Stack>
    </>
  );
}

/**
 * The results table of `/admin/submission/{id}`, with the submission's status and due date as the
 * page holds them (its panels change them).
 */
export function LiveResultsTable({ id, userId }: { id: string; userId: string }) {
  const { data } = useResource(routes.admin.submission.get, { id });
  return data ? <ResultsTable submissionId={id} userId={userId} submission={data} /> : null;
}
