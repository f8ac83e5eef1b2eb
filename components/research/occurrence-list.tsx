"use client";

import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import Link from "next/link";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { ELEMENT_LABELS } from "@/components/items/format";
import { Snippet } from "@/components/items/item-details";
import { routes } from "@/lib/api-client/routes";
import type { ClearanceItemView } from "@/lib/research/views";

import { scriptLink } from "./occurrences";

/**
 * An item's occurrences, each linked to its place in the script view; chosen ones can be split
 * off into an item of their own.
 */
export function OccurrenceList({
  submissionId,
  item,
  onSplit,
}: {
  submissionId: string;
  item: ClearanceItemView;
  /** After a split, or one refused because the item changed: the item and the table reload. */
  onSplit: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [name, setName] = useState("");
  const { run, busy, conflictDialog } = useMutation(routes.admin.items.split, {
    failure: "Not split",
    success: ({ split: created }) =>
      `${created.occurrences.length} moved to the new item “${created.canonical}”.`,
    // Someone changed the item meanwhile: show its current occurrences to choose from again.
    onConflict: () => {
      setChosen(new Set());
      onSplit();
    },
  });
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const canSplit = chosen.size > 0 && chosen.size < item.occurrences.length;

  const split = async () => {
    const done = await run(
      { id: submissionId, itemId: item.id },
      {
        // The indexes are into this version's list: a newer one is refused (409), not misread.
        expected_version: item.version,
        occurrences: [...chosen].sort((a, b) => a - b),
        text: name.trim() || undefined,
      },
    );
    if (!done) return;
    setChosen(new Set());
    setName("");
    onSplit();
  };

  return (
    <section aria-labelledby="occurrences-title">
      {conflictDialog}
      <Title order={3} size="h6" mb={4} id="occurrences-title">
        Occurrences ({item.occurrences.length})
      </Title>
      {item.occurrences.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not found in the current script.
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={520}>
            <Table withRowBorders={false} verticalSpacing={4} fz="sm" aria-label="Occurrences">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={32}>
                    <Text span size="xs" c="dimmed">
                      Split
                    </Text>
                  </Table.Th>
                  <Table.Th w={70}>Page</Table.Th>
                  <Table.Th w={60}>Scene</Table.Th>
                  <Table.Th w={110}>Element</Table.Th>
                  <Table.Th>Context</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.occurrences.map((occurrence, index) => (
                  <Table.Tr key={`${occurrence.elementIndex}:${occurrence.start}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Move the occurrence on page ${occurrence.page} to a new item`}
                        checked={chosen.has(index)}
                        onChange={() => toggle(index)}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        href={scriptLink(submissionId, occurrence)}
                        aria-label={`Page ${occurrence.page} in the script`}
                      >
                        p. {occurrence.page}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{occurrence.sceneNumber ?? (occurrence.sceneIndex || "—")}</Table.Td>
                    <Table.Td>{ELEMENT_LABELS[occurrence.elementType]}</Table.Td>
                    <Table.Td>
                      <Snippet occurrence={occurrence} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {chosen.size > 0 ? (
            <Group align="flex-end" gap="xs">
              <TextInput
                label="New item's name"
                placeholder={item.occurrences[[...chosen][0]!]?.text}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                size="xs"
              />
              <Button
                size="xs"
                variant="default"
                loading={busy}
                disabled={!canSplit}
                onClick={() => void split()}
              >
                Split {chosen.size} into a new item
              </Button>
              {!canSplit ? (
                <Text size="xs" c="dimmed">
                  Leave at least one occurrence here.
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      )}
    </section>
  );
}
