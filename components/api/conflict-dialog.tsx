"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";

/**
 * What a stale version's 409 opens (use-mutation.tsx): the API's sentence, and that the page now
 * shows the current version. Its own module, loaded when a conflict happens: no page needs a
 * dialog to paint.
 */
export default function ConflictDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Text size="sm" c="dimmed">
          The page now shows the current version.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
