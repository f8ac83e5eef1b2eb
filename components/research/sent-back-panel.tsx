"use client";

import { Alert, Button, Group, Kbd, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";

import { Snippet } from "@/components/items/item-details";
import { ITEM_STATES } from "@/config/item-states";
import { VERDICT_CODES } from "@/config/verdict-codes";
import type { SentBack } from "@/lib/research/sent-back";
import { formatDateTime } from "@/lib/site/format-date";

const verdictOf = ({ state, code }: SentBack) => {
  if (!code) return ITEM_STATES[state].label;
  const label = VERDICT_CODES.find((entry) => entry.code === code)?.label;
  return `${code}${label ? ` · ${label}` : ""}`;
};

/**
 * What a revised draft sent the item back with: its verdict before, why it came back, and each
 * changed place with the old text beside the new. While it waits, "Keep as before" (b) restores
 * the verdict in one step; "Edit from before" puts it in the form to change.
 */
export function SentBackPanel({
  sentBack,
  waiting,
  busy,
  onKeep,
  onEdit,
}: {
  sentBack: SentBack;
  /** Still open: the verdict can be kept. */
  waiting: boolean;
  busy: boolean;
  onKeep: () => void;
  onEdit: () => void;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconArrowBackUp size={18} aria-hidden />}
      title={waiting ? "Sent back by the revised draft" : "Was sent back by the revised draft"}
      role="region"
      aria-label="Sent back by the revised draft"
    >
      <Stack gap="xs">
        <div>
          <Text size="sm">{sentBack.reason}</Text>
          <Text size="xs" c="dimmed">
            Sent back on {formatDateTime(sentBack.at)}
          </Text>
        </div>
        <div>
          <Text size="sm">
            <b>Before:</b> {verdictOf(sentBack)}
          </Text>
          {sentBack.finding ? (
            <Text size="sm" style={{ whiteSpace: "pre-line" }} data-testid="finding-before">
              {sentBack.finding}
            </Text>
          ) : null}
        </div>
        {sentBack.changes.map(({ after, before }) => (
          <SimpleGrid
            key={`${after.elementIndex}:${after.start}`}
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            aria-label={`Page ${after.page}${after.sceneNumber ? `, scene ${after.sceneNumber}` : ""}`}
            role="group"
          >
            <div>
              <Text size="xs" c="dimmed" fw={500}>
                Earlier draft
              </Text>
              <Text size="sm" data-testid="text-before">
                {before ? (
                  <Snippet occurrence={before} />
                ) : (
                  <i>Not in the earlier draft: new text</i>
                )}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" fw={500}>
                Revised draft, page {after.page}
                {after.sceneNumber ? `, scene ${after.sceneNumber}` : ""}
              </Text>
              <Text size="sm" data-testid="text-now">
                <Snippet occurrence={after} />
              </Text>
            </div>
          </SimpleGrid>
        ))}
        {waiting ? (
          <Group gap="xs">
            <Button
              size="xs"
              color="orange"
              loading={busy}
              onClick={onKeep}
              rightSection={<Kbd size="xs">b</Kbd>}
            >
              Keep as before
            </Button>
            <Button size="xs" variant="default" disabled={busy} onClick={onEdit}>
              Edit from before
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
