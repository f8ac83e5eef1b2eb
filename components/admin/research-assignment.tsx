"use client";

import { Card, Select, Stack, Title } from "@mantine/core";

import { useMutation } from "@/components/api/use-mutation";
import { routes } from "@/lib/api-client/routes";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { ReviewStep } from "./review-step";

const UNASSIGNED = "";

const STEP_DONE = {
  ready: "Sent for review.",
  sign_off: "Signed off: the report can be published.",
  send_back: "Sent back to research.",
} as const;

/**
 * Who researches the submission, and the review of its worked items.
 * Assigning a paid submission starts its research; review is refused while items are open.
 */
export function ResearchAssignment({
  submission,
  onChanged,
}: {
  submission: AdminSubmissionView;
  onChanged: (view: AdminSubmissionView) => void;
}) {
  const id = submission.correlation_id;
  const assignee = useMutation(routes.admin.submission.assignee, {
    failure: "Not saved",
    success: (_, { body }) => {
      const researcher = submission.researchers.find((one) => one.id === body?.assignee_id);
      return researcher ? `Assigned to ${researcher.email}.` : "Nobody is assigned now.";
    },
  });
  const ready = useMutation(routes.admin.submission.ready, {
    failure: "Not saved",
    success: STEP_DONE.ready,
  });
  const review = useMutation(routes.admin.submission.review, {
    failure: "Not saved",
    success: (_, { body }) => body && STEP_DONE[body.decision],
  });
  const busy = assignee.busy
    ? "assign"
    : ready.busy
      ? "ready"
      : review.pending?.body?.decision;

  const changed = (view: AdminSubmissionView | undefined) => view && onChanged(view);
  const assign = async (assigneeId: string | null) =>
    changed(await assignee.run({ id }, { assignee_id: assigneeId || null }));
  const takeStep = async (step: keyof typeof STEP_DONE, note?: string) =>
    changed(
      step === "ready"
        ? await ready.run({ id }, {})
        : step === "send_back"
          ? await review.run({ id }, { decision: step, note: note ?? "" })
          : await review.run({ id }, { decision: step }),
    );

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Research
        </Title>
        {assignee.conflictDialog}
        {ready.conflictDialog}
        {review.conflictDialog}
        <Select
          label="Researcher"
          description={
            submission.status === "paid"
              ? "Assigning a researcher starts the research."
              : "Who works this submission's items."
          }
          placeholder="Unassigned"
          data={[
            { value: UNASSIGNED, label: "Unassigned" },
            ...submission.researchers.map(({ id, email }) => ({ value: id, label: email })),
          ]}
          value={submission.assignee_id ?? UNASSIGNED}
          onChange={(value) => void assign(value)}
          disabled={busy !== undefined}
          allowDeselect={false}
          searchable
        />
        <ReviewStep
          submission={submission}
          busy={busy}
          onStep={(step, note) => void takeStep(step, note)}
        />
      </Stack>
    </Card>
  );
}
