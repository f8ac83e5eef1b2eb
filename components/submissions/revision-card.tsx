"use client";

import { Alert, Card, Group, Stack, Text, Title } from "@mantine/core";

import { LinkButton } from "@/components/ui/link-button";
import { formatLongDay } from "@/lib/site/format-date";
import type { SubmissionView } from "@/lib/submissions/views";

import { PriceBreakdown } from "./price-breakdown";
import { RevisionChangesView, RevisionHistory } from "./revision-changes";
import { ScriptCard } from "./script-card";

const subtitle = ({ status, revisions }: SubmissionView) => {
  const latest = revisions.at(-1);
  if (status === "delivered")
    return "Upload a revised draft of the script: only new or changed material is researched and charged.";
  if (status === "revision_requested")
    return "Your revised draft compared with the draft of the last report.";
  return latest?.paid_at
    ? `Revision ${latest.number} was paid on ${formatLongDay(latest.paid_at)}: its new and changed material is being researched.`
    : "Your revised draft compared with the draft of the last report.";
};

/**
 * A delivered submission's revised draft: uploaded like the first script, compared
 * with the reported draft, and priced as a delta quote paid on the summary page.
 */
export function RevisionCard({
  submission,
  onUploaded,
}: {
  submission: SubmissionView;
  onUploaded: () => Promise<unknown>;
}) {
  const { revision, status, revisions, correlation_id: id } = submission;
  const changes = revision?.changes;
  const latest = revisions.at(-1);
  const waiting = status === "revision_requested";
  return (
    <Card withBorder padding="lg" data-testid="revision-card">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Revised draft
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle(submission)}
          </Text>
        </div>
        {status === "delivered" || (revision && !changes) ? (
          <ScriptCard
            submission={submission}
            onUploaded={onUploaded}
            title="Upload a revised draft"
          />
        ) : null}
        {waiting && changes ? (
          <>
            <RevisionChangesView changes={changes} />
            <Title order={3} size="h5">
              Delta quote
            </Title>
            <PriceBreakdown quote={submission.quote} />
            {revision?.awaiting_payment ? (
              <Alert color="yellow">Your payment for this revision is under way.</Alert>
            ) : null}
            <Group>
              <LinkButton href={`/summary/${id}`}>Pay for the revision</LinkButton>
            </Group>
          </>
        ) : null}
        {!waiting && latest ? (
          // Paid: what changed stays at hand, opened while it is researched.
          <RevisionHistory
            revisions={revisions}
            open={status === "delivered" ? [] : [latest.number]}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
