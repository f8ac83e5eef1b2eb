import { Alert, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { LinkButton } from "@/components/ui/link-button";

/** A submission page that cannot show its submission: why, and where to go instead. */
export function SubmissionProblem({
  title,
  message,
  tone = "gray",
  children,
}: {
  title: string;
  message: string;
  tone?: "gray" | "yellow";
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} />
      <Alert color={tone} maw={640}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {children ?? (
            <LinkButton href="/" variant="light">
              Back to my submissions
            </LinkButton>
          )}
        </Stack>
      </Alert>
    </>
  );
}
