"use client";

import { Card, Select, Stack, Title } from "@mantine/core";
import { useState } from "react";

import { notifications } from "@/components/ui/toast";
import { api, messageOf } from "@/lib/api-client/fetch";
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
  const [busy, setBusy] = useState<"assign" | keyof typeof STEP_DONE>();
  const base = `/admin/submissions/${submission.correlation_id}`;

  const send = async (
    what: "assign" | keyof typeof STEP_DONE,
    call: () => Promise<AdminSubmissionView>,
    done: string,
  ) => {
    setBusy(what);
    try {
      onChanged(await call());
      notifications.show({ color: "green", message: done });
    } catch (error) {
      notifications.show({ color: "red", title: "Not saved", message: messageOf(error) });
    } finally {
      setBusy(undefined);
    }
  };

  const assign = (assigneeId: string | null) => {
    const researcher = submission.researchers.find(({ id }) => id === assigneeId);
    void send(
      "assign",
      () => api.post(`${base}/assignee`, { assignee_id: assigneeId || null }),
      researcher ? `Assigned to ${researcher.email}.` : "Nobody is assigned now.",
    );
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Research
        </Title>
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
          onChange={(value) => assign(value)}
          disabled={busy !== undefined}
          allowDeselect={false}
          searchable
        />
        <ReviewStep
          submission={submission}
          busy={busy}
          onStep={(step, note) =>
            void send(
              step,
              () =>
                step === "ready"
                  ? api.post(`${base}/ready`, {})
                  : api.post(`${base}/review`, { decision: step, note }),
              STEP_DONE[step],
            )
          }
        />
      </Stack>
    </Card>
  );
}
