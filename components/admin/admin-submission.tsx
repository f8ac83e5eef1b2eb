"use client";

import { Grid, Group, Skeleton, Stack } from "@mantine/core";

import { ClearanceItems } from "@/components/clearance/clearance-items";
import { PageHeading } from "@/components/layout/page-heading";
import { StatusBadge } from "@/components/submissions/status-badge";
import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { AuditLog } from "./audit-log";
import { CustomerAndPayment } from "./customer-and-payment";
import { PublishReport } from "./publish-report";
import { ResearchAssignment } from "./research-assignment";
import { SubmissionFiles } from "./submission-files";
import { SubmissionProformas } from "./submission-proformas";
import { SubmissionStatusPanel } from "./submission-status-panel";

/**
 * `/admin/submission/{id}` (product.md §2): one submission as researchers see it: the customer,
 * the payment, the files, the status with its audit log, and the first pass's items.
 */
export function AdminSubmission({ id }: { id: string }) {
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
        <Group gap="sm">
          <LinkButton href={`/comments/${id}`} variant="light" size="xs">
            Comments
          </LinkButton>
          <StatusBadge status={data.status} />
        </Group>
      </Group>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <CustomerAndPayment submission={data} />
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
        <PublishReport submission={data} onPublished={() => void mutate()} />
        <SubmissionProformas submission={data} />
        <SubmissionFiles submissionId={id} scripts={data.scripts} />
        <AuditLog events={data.audit_log} />
        <ClearanceItems submissionId={id} />
      </Stack>
    </>
  );
}
