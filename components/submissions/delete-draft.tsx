"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";

import { notifications } from "@/components/ui/toast";
import { api, messageOf } from "@/lib/api-client/fetch";
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
  const [busy, setBusy] = useState(false);
  const confirm = async (item: SubmissionListItem) => {
    setBusy(true);
    try {
      await api.delete(`/submissions/${item.correlation_id}`);
      notifications.show({ color: "green", title: "Draft deleted", message: titleOf(item) });
      onDeleted();
      onClose();
    } catch (error) {
      notifications.show({ color: "red", title: "Not deleted", message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={draft !== undefined} onClose={onClose} title="Delete this draft?" centered>
      <Stack gap="sm">
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
