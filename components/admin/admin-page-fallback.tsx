"use client";

import { Skeleton, Stack } from "@mantine/core";

import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf, type ApiError } from "@/lib/api-client/fetch";

/**
 * What an admin page of one submission shows before its data is there: why it could not be
 * read (with the way back to the orders), or a skeleton while it is read.
 */
export function AdminPageFallback({
  error,
  title,
  notFoundTitle,
  loadingLabel,
}: {
  error: ApiError | undefined;
  title: string;
  notFoundTitle: string;
  loadingLabel: string;
}) {
  if (error) {
    return (
      <SubmissionProblem
        title={error.status === 404 ? notFoundTitle : title}
        message={messageOf(error)}
      >
        <LinkButton href="/admin/list" variant="light">
          Back to the orders
        </LinkButton>
      </SubmissionProblem>
    );
  }
  return (
    <Stack gap="lg" aria-busy="true" aria-label={loadingLabel}>
      <Skeleton height={36} width="40%" />
      <Skeleton height={240} />
    </Stack>
  );
}
