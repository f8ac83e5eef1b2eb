import { Group, Loader, Text } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";

import type { SaveState } from "./use-autosave";

/** "Saving…", "Saved" or what went wrong, announced to screen readers as it changes. */
export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <Group gap={6} role="status" aria-live="polite" mih={22}>
      {state.kind === "saving" ? (
        <>
          <Loader size={14} />
          <Text size="sm" c="dimmed">
            Saving…
          </Text>
        </>
      ) : state.kind === "saved" ? (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-6)" />
          <Text size="sm" c="dimmed">
            Saved
          </Text>
        </>
      ) : state.kind === "error" ? (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-red-6)" />
          <Text size="sm" c="red">
            Not saved: {state.message}
          </Text>
        </>
      ) : null}
    </Group>
  );
}
