"use client";

import { Alert, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";

import { api, messageOf } from "@/lib/api-client/fetch";
import { formatDateTime } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

const UNASSIGNED = "";

/**
 * Who researches the submission and whether its items are all worked (issue 18). Assigning a
 * paid submission starts its research; "ready for delivery" is refused while items are open.
 */
export function ResearchAssignment({
  submission,
  onChanged,
}: {
  submission: AdminSubmissionView;
  onChanged: (view: AdminSubmissionView) => void;
}) {
  const [busy, setBusy] = useState<"assign" | "ready">();
  const base = `/admin/submissions/${submission.correlation_id}`;

  const send = async (
    what: "assign" | "ready",
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

  const inResearch = submission.status === "in_research";
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
        {submission.ready_for_delivery_at ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />} p="sm">
            Ready for delivery since {formatDateTime(submission.ready_for_delivery_at)}.
          </Alert>
        ) : (
          <Group justify="space-between" align="center" wrap="wrap">
            <Text size="sm" c="dimmed" maw={280}>
              {inResearch
                ? "When every item has a finding or is dismissed, mark the results ready."
                : "Results can be marked ready once research has started."}
            </Text>
            <Button
              variant="light"
              loading={busy === "ready"}
              disabled={!inResearch || (busy !== undefined && busy !== "ready")}
              onClick={() =>
                void send(
                  "ready",
                  () => api.post(`${base}/ready`, {}),
                  "Marked ready for delivery.",
                )
              }
            >
              Ready for delivery
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
