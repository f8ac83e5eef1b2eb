"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";

import { useMutation } from "@/components/api/use-mutation";
import { routes } from "@/lib/api-client/routes";
import type { SubmissionListItem } from "@/lib/submissions/views";

import { titleOf } from "./submission-title";

/**
 * Deleting a draft the customer no longer wants, after asking (it cannot be undone). Loaded by
 * the list on first use.
 */
export default function DeleteDraft({
  draft,
  onClose,
  onDeleted,
}: {
  draft: SubmissionListItem | undefined;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { run, busy, conflictDialog } = useMutation(routes.submissions.delete, {
    failure: "Not deleted",
    success: () => draft && { color: "green", title: "Draft deleted", message: titleOf(draft) },
  });
  const confirm = async (item: SubmissionListItem) => {
    if ((await run({ id: item.correlation_id })) === undefined) return;
    onDeleted();
    onClose();
  };
  return (
    <Modal opened={draft !== undefined} onClose={onClose} title="Delete this draft?" centered>
      <Stack gap="sm">
        {conflictDialog}
        <Text size="sm">
          “{draft ? titleOf(draft) : ""}” and its script are deleted. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => draft && void confirm(draft)}>
            Delete draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
