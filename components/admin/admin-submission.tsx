"use client";

import { Grid, Group, Skeleton, Stack } from "@mantine/core";

import { PageHeading } from "@/components/layout/page-heading";
import { ResultsTable } from "@/components/research/results-table";
import { StatusBadge } from "@/components/submissions/status-badge";
import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { AuditLog } from "./audit-log";
import { CustomerAndPayment } from "./customer-and-payment";
import { SubmissionFiles } from "./submission-files";
import { SubmissionProformas } from "./submission-proformas";
import { SubmissionStatusPanel } from "./submission-status-panel";

/**
 * `/admin/submission/{id}` (product.md §2): one submission as researchers see it: the customer,
 * the payment, the files, the status with its audit log, and the results table researchers work in.
 */
export function AdminSubmission({ id, userId }: { id: string; userId: string }) {
  const { data, error, mutate } = useApi<AdminSubmissionView>(`/admin/submissions/${id}`);
  if (error && !data) {
    return (
      <SubmissionProblem
        title={error.status === 404 ? "Submission not found" : "Submission"}
        message={messageOf(error)}
      >
        <LinkButton href="/admin/list" variant="light">
          Back to the orders
        </LinkButton>
      </SubmissionProblem>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the submission">
        <Skeleton height={36} width="40%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={`Submission: ${data.title || "Untitled quote"}`}
          description={`Customer: ${data.customer_email}`}
        />
        <StatusBadge status={data.status} />
      </Group>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <CustomerAndPayment submission={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SubmissionStatusPanel
              submission={data}
              onChanged={(view) => void mutate(view, { revalidate: false })}
              onStale={() => void mutate()}
            />
          </Grid.Col>
        </Grid>
        <SubmissionProformas submission={data} />
        <SubmissionFiles submissionId={id} scripts={data.scripts} />
        <ResultsTable submissionId={id} userId={userId} submission={data} />
        <AuditLog events={data.audit_log} />
      </Stack>
    </>
  );
}
