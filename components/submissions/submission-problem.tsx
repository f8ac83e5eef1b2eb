import type { ReactNode } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { Alert } from "@/components/ui/plain/alert";
import { ButtonLink } from "@/components/ui/plain/button";
import plain from "@/components/ui/plain/plain.module.css";

/**
 * A submission page that cannot show its submission: why, and where to go instead. Plain
 * elements: the customer group's not-found page shows it outside any Mantine provider.
 */
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
      <Alert color={tone} maxWidth={640}>
        <p className={plain.text}>{message}</p>
        {children ?? (
          <ButtonLink href="/" variant="light">
            Back to my submissions
          </ButtonLink>
        )}
      </Alert>
    </>
  );
}
