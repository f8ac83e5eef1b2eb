"use client";

import {
  ActionIcon,
  Button,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconInfoCircle, IconPencil, IconX } from "@tabler/icons-react";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import type { Suggestion } from "@/lib/alternatives/model";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";

const key = (text: string) => text.trim().toLowerCase();

/**
 * The item's pre-checked alternatives (clearance-domain.md §2.5), each to accept (it joins the
 * item's alternatives, saved with the item), edit before accepting, or reject for good.
 */
export function SuggestedAlternatives({
  submissionId,
  itemId,
  alternatives,
  onAccept,
}: {
  submissionId: string;
  itemId: string;
  /** The alternatives in the editor now: a suggestion among them is not offered again. */
  alternatives: string[];
  onAccept: (text: string) => void;
}) {
  const ids = { id: submissionId, itemId };
  const { data, error, mutate } = useResource(routes.admin.items.suggestions, ids);
  const rejection = useMutation(routes.admin.items.rejectSuggestion, {
    failure: "Not rejected",
    success: (_, { body }) => `Rejected “${body?.rejected}”: it will not be suggested again.`,
  });
  const taken = new Set(alternatives.map(key));
  const offered = data?.suggestions.filter(({ text }) => !taken.has(key(text)));
  if (data?.kind === null) return null;

  const reject = async (text: string) => {
    const suggestions = await rejection.run(ids, { rejected: text });
    if (suggestions) await mutate(suggestions, { revalidate: false });
  };

  return (
    <section aria-labelledby="suggested-alternatives-title">
      <Title order={3} size="h6" mb={4} id="suggested-alternatives-title">
        Suggested alternatives
      </Title>
      {rejection.conflictDialog}
      {error ? (
        <Text size="sm" c="red">
          {messageOf(error)}
        </Text>
      ) : !offered ? (
        <Text size="sm" c="dimmed">
          Checking names…
        </Text>
      ) : offered.length === 0 ? (
        <Text size="sm" c="dimmed">
          No more suggestions: type your own above.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label="Suggested alternatives" p={0} m={0}>
          {offered.map((suggestion) => (
            <SuggestionRow
              key={suggestion.text}
              suggestion={suggestion}
              onAccept={onAccept}
              onReject={() => void reject(suggestion.text)}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

function SuggestionRow({
  suggestion,
  onAccept,
  onReject,
}: {
  suggestion: Suggestion;
  onAccept: (text: string) => void;
  onReject: () => void;
}) {
  const [editing, setEditing] = useState<string>();
  const checks = (
    <List size="xs">
      {suggestion.checks.map((check) => (
        <List.Item key={check}>{check}</List.Item>
      ))}
    </List>
  );
  return (
    <Group component="li" gap="xs" wrap="nowrap" style={{ listStyle: "none" }}>
      {editing === undefined ? (
        <>
          <Text size="sm" fw={500} style={{ flex: 1 }}>
            {suggestion.text}
          </Text>
          <Tooltip label={checks} multiline w={360} withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label={`Checks of ${suggestion.text}`}>
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCheck size={14} />}
            onClick={() => onAccept(suggestion.text)}
            aria-label={`Accept ${suggestion.text}`}
          >
            Accept
          </Button>
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${suggestion.text}`}
            onClick={() => setEditing(suggestion.text)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Reject ${suggestion.text}`}
            onClick={onReject}
          >
            <IconX size={16} />
          </ActionIcon>
        </>
      ) : (
        <>
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Edit ${suggestion.text}`}
            value={editing}
            onChange={(event) => setEditing(event.currentTarget.value)}
          />
          <Button
            size="compact-sm"
            variant="light"
            disabled={editing.trim() === ""}
            onClick={() => {
              onAccept(editing.trim());
              setEditing(undefined);
            }}
          >
            Accept edited
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setEditing(undefined)}>
            Cancel
          </Button>
        </>
      )}
    </Group>
  );
}
