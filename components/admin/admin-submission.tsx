"use client";

import { Group, Skeleton, Stack } from "@mantine/core";

import { ClearanceItems } from "@/components/clearance/clearance-items";
import { PageHeading } from "@/components/layout/page-heading";
import { StatusBadge } from "@/components/submissions/status-badge";
import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api/client";
import { useApi } from "@/lib/api/use-api";
import type { AdminSubmissionView } from "@/lib/submissions/views";

/** `/admin/submission/{id}` (product.md §2): one submission as researchers see it. */
export function AdminSubmission({ id }: { id: string }) {
  const { data, error } = useApi<AdminSubmissionView>(`/admin/submissions/${id}`);
  if (error) {
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
      <ClearanceItems submissionId={id} />
    </>
  );
}
