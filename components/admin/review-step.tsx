"use client";

import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconCircleCheck, IconEye, IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";

import { formatDateTime } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

type Step = "ready" | "sign_off" | "send_back";

/**
 * The optional review step: the researcher sends worked items for review; a second
 * admin signs them off, which publishing from review needs, or sends them back with a note.
 */
export function ReviewStep({
  submission,
  busy,
  onStep,
}: {
  submission: AdminSubmissionView;
  /** The step under way, if any: its button spins, the others wait. */
  busy: string | undefined;
  onStep: (step: Step, note?: string) => void;
}) {
  const [note, setNote] = useState("");
  const { status, review } = submission;

  if (status === "in_review" && review) {
    const signedOff = review.outcome === "signed_off";
    return (
      <Stack gap="xs">
        <Alert
          color={signedOff ? "green" : "indigo"}
          icon={signedOff ? <IconCircleCheck size={18} /> : <IconEye size={18} />}
          p="sm"
        >
          {signedOff
            ? `Signed off by ${review.decided_by} on ${formatDateTime(review.decided_at!)}: ready to publish.`
            : `In review since ${formatDateTime(review.requested_at)}, sent by ${review.requested_by}. A second admin signs the results off.`}
        </Alert>
        <Textarea
          label="Note for the researcher"
          description="Say what needs another look when you send the results back."
          autosize
          minRows={2}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            loading={busy === "send_back"}
            disabled={busy !== undefined || note.trim() === ""}
            onClick={() => onStep("send_back", note)}
          >
            Send back
          </Button>
          <Button
            variant="light"
            color="green"
            leftSection={<IconCircleCheck size={16} />}
            loading={busy === "sign_off"}
            disabled={busy !== undefined}
            onClick={() => onStep("sign_off")}
          >
            {signedOff ? "Sign off again" : "Sign off"}
          </Button>
        </Group>
      </Stack>
    );
  }

  const inResearch = status === "in_research";
  const sentBack = review?.outcome === "sent_back" ? review : null;
  return (
    <Stack gap="xs">
      {inResearch && sentBack ? (
        <Alert color="orange" icon={<IconArrowBackUp size={18} />} p="sm">
          Sent back by {sentBack.decided_by}: {sentBack.note}
        </Alert>
      ) : null}
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed" maw={300}>
          {inResearch
            ? "When every item has a finding or is dismissed, a second admin can review the results before they are published."
            : "Results can be sent for review while the submission is in research."}
        </Text>
        <Button
          variant="light"
          loading={busy === "ready"}
          disabled={!inResearch || busy !== undefined}
          onClick={() => onStep("ready")}
        >
          Send for review
        </Button>
      </Group>
    </Stack>
  );
}
