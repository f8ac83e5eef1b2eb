"use client";

import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { useId, useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { StatusBadge } from "@/components/submissions/status-badge";
import { SUBMISSION_STATUSES } from "@/config/submissions";
import { routes } from "@/lib/api-client/routes";
import { formatLongDay } from "@/lib/site/format-date";
import type { ManualTransition } from "@/lib/submission-lifecycle/manual-transitions";
import type { AdminSubmissionView } from "@/lib/submissions/views";

const NOTE_LENGTH = 2_000;

/**
 * The submission's status and the changes an admin may make from it, with an optional note for
 * the audit log. Changes that end the order are confirmed first.
 */
export function SubmissionStatusPanel({
  submission,
  onChanged,
  onStale,
}: {
  submission: AdminSubmissionView;
  /** The page's view after a change. */
  onChanged: (view: AdminSubmissionView) => void;
  /** Someone else changed the submission meanwhile: the page reloads it. */
  onStale: () => void;
}) {
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState<ManualTransition>();
  const groupLabel = useId();
  const status = useMutation(routes.admin.submission.status, {
    failure: "Status not changed",
    success: (_, { body }) => body && `Status changed to ${SUBMISSION_STATUSES[body.to].label}.`,
    onConflict: onStale,
  });
  const busy = status.pending?.body?.to;

  const change = async ({ to }: ManualTransition) => {
    const view = await status.run(
      { id: submission.correlation_id },
      { from: submission.status, to, note: note.trim() || undefined },
    );
    setConfirming(undefined);
    if (!view) return;
    setNote("");
    onChanged(view);
  };

  const transitions = submission.allowed_transitions;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {status.conflictDialog}
        <Group justify="space-between">
          <Title order={2} size="h4">
            Status
          </Title>
          <StatusBadge status={submission.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {submission.due_date
            ? `Report due by ${formatLongDay(submission.due_date)}.`
            : "No due date yet: it is set when the order is paid."}
        </Text>
        {transitions.length === 0 ? (
          <Text size="sm">
            {submission.due_date
              ? "This submission has reached its end: its status stays as it is."
              : "Until the order is paid, its status follows the payment."}
          </Text>
        ) : (
          <>
            <Textarea
              label="Note"
              description="Optional; kept in the audit log with the change."
              autosize
              minRows={2}
              maxLength={NOTE_LENGTH}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Text id={groupLabel} size="sm" fw={500}>
              Change status to
            </Text>
            <Group gap="xs" role="group" aria-labelledby={groupLabel}>
              {transitions.map((transition) => (
                <Button
                  key={transition.to}
                  variant={transition.needs_confirmation ? "outline" : "filled"}
                  color={transition.needs_confirmation ? "red" : undefined}
                  loading={busy === transition.to}
                  disabled={busy !== undefined && busy !== transition.to}
                  onClick={() =>
                    transition.needs_confirmation
                      ? setConfirming(transition)
                      : void change(transition)
                  }
                >
                  {transition.label}
                </Button>
              ))}
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={`Mark this submission ${confirming?.label.toLowerCase() ?? ""}?`}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            This ends the work: only a refund can follow it. The customer is not refunded by this;
            give money back with “Refund…” in the Payment section.
          </Text>
          {note.trim() ? (
            <Text size="sm" c="dimmed">
              Note: {note.trim()}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(undefined)}>
              Keep it as it is
            </Button>
            <Button
              color="red"
              loading={busy !== undefined}
              onClick={() => confirming && void change(confirming)}
            >
              Mark it {confirming?.label.toLowerCase()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
