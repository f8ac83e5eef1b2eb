import "server-only";

import { Skeleton } from "@mantine/core";
import { Suspense } from "react";

import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { SignedInUser } from "@/lib/auth/session";
import type { CustomerSubmissionView } from "@/lib/submissions/views";

import { submissionReads } from "./submission-data";
import { SubmissionDetail, SubmissionHeading } from "./submission-detail";

/**
 * `/submission/{id}` for its owner: the heading as soon as the submission is read, then the
 * report and the rest once their reads and render finish, streamed after it (docs/perf/pages.md,
 * "The heavy pages' largest paint").
 */
export function SubmissionPageContent({
  user,
  submission,
}: {
  user: SignedInUser;
  submission: CustomerSubmissionView;
}) {
  const id = submission.correlation_id;
  return (
    <ServerData data={[served(routes.submissions.get, { id }, submission)]}>
      <SubmissionHeading id={id} />
      <Suspense fallback={<Skeleton height={320} aria-label="Loading the submission" />}>
        <SubmissionBody user={user} submission={submission} />
      </Suspense>
    </ServerData>
  );
}

async function SubmissionBody({
  user,
  submission,
}: {
  user: SignedInUser;
  submission: CustomerSubmissionView;
}) {
  return (
    <ServerData data={await submissionReads(user, submission)}>
      <SubmissionDetail id={submission.correlation_id} />
    </ServerData>
  );
}
