"use client";

import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { useId, useState } from "react";

import { StatusBadge } from "@/components/submissions/status-badge";
import { notifications } from "@/components/ui/toast";
import { api, ApiError, messageOf } from "@/lib/api-client/fetch";
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
  const [busy, setBusy] = useState<ManualTransition["to"]>();
  const [confirming, setConfirming] = useState<ManualTransition>();
  const groupLabel = useId();

  const change = async ({ to, label }: ManualTransition) => {
    setBusy(to);
    try {
      const view = await api.post<AdminSubmissionView>(
        `/admin/submissions/${submission.correlation_id}/status`,
        { from: submission.status, to, note: note.trim() || undefined },
      );
      setNote("");
      setConfirming(undefined);
      onChanged(view);
      notifications.show({ color: "green", message: `Status changed to ${label}.` });
    } catch (error) {
      setConfirming(undefined);
      notifications.show({ color: "red", title: "Status not changed", message: messageOf(error) });
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setBusy(undefined);
    }
  };

  const transitions = submission.allowed_transitions;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
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
