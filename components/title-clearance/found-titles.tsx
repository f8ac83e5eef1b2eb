"use client";

import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { EmptyState } from "@/components/ui/empty-state";
import {
  TITLE_CLEARANCE_LIMITS,
  TITLE_KINDS,
  TITLE_SOURCES,
  type SimilarityKind,
} from "@/config/title-clearance";
import { routes } from "@/lib/api-client/routes";
import type { TitleClearanceView, TitleMatchView } from "@/lib/title-clearance/views";


const SIMILARITY_COLORS: Record<SimilarityKind, string> = {
  exact: "red",
  same_words: "red",
  contains: "orange",
  edit_distance: "orange",
  sound_alike: "yellow",
  trigram: "gray",
  manual: "gray",
};

const kindLabel = (kind: string) =>
  TITLE_KINDS.find((option) => option.value === kind)?.label ?? kind;

type Filter = "open" | "dismissed" | "all";

/** The similar titles, closest first, each with its measure, a note and dismiss or restore. */
export function FoundTitles({
  id,
  matches,
  onChanged,
  onStale,
}: {
  id: string;
  matches: TitleMatchView[];
  onChanged: (view: TitleClearanceView) => void;
  onStale: () => void;
}) {
  const [filter, setFilter] = useState<Filter>("open");
  const dismissed = matches.filter((match) => match.state === "dismissed").length;
  const shown = matches.filter((match) =>
    filter === "all"
      ? true
      : filter === "dismissed"
        ? match.state === "dismissed"
        : match.state !== "dismissed",
  );
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Similar titles
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Which titles to show"
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            data={[
              { value: "open", label: `Kept (${matches.length - dismissed})` },
              { value: "dismissed", label: `Dismissed (${dismissed})` },
              { value: "all", label: "All" },
            ]}
          />
        </Group>
        {shown.length === 0 ? (
          <EmptyState
            title={filter === "dismissed" ? "No dismissed titles" : "No similar titles"}
            text={
              filter === "dismissed"
                ? "Titles you dismiss as unrelated are kept here."
                : "The title lists hold nothing close to the candidate titles. Add any title you find elsewhere below."
            }
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {shown.map((match) => (
              <li key={`${match.id}:${match.version}`}>
                <TitleCard id={id} match={match} onChanged={onChanged} onStale={onStale} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function TitleCard({
  id,
  match,
  onChanged,
  onStale,
}: {
  id: string;
  match: TitleMatchView;
  onChanged: (view: TitleClearanceView) => void;
  onStale: () => void;
}) {
  const [note, setNote] = useState(match.note);
  const isDismissed = match.state === "dismissed";
  const { run, pending, conflictDialog } = useMutation(routes.admin.titleClearance.changeMatch, {
    failure: "Not saved",
    success: (_, { body }) =>
      body?.dismissed === undefined
        ? "Note saved."
        : `“${match.title}” ${body.dismissed ? "dismissed" : "restored"}.`,
    onConflict: onStale,
  });
  const busy = pending && (pending.body?.dismissed === undefined ? "note" : "state");

  const change = async (body: { note: string } | { dismissed: boolean }) => {
    const view = await run({ id, matchId: match.id }, { ...body, version: match.version });
    if (view) onChanged(view);
  };

  const details = [
    kindLabel(match.kind),
    match.year,
    match.owner,
    match.territory,
    TITLE_SOURCES[match.source] ?? match.source,
  ].filter(Boolean);
  return (
    <Paper
      withBorder
      p="sm"
      component="article"
      aria-label={match.title}
      opacity={isDismissed ? 0.7 : 1}
    >
      {conflictDialog}
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {match.title}
            </Text>
            <Text size="xs" c="dimmed">
              {details.join(" · ")}
            </Text>
          </div>
          <Group gap={4} justify="flex-end">
            {match.state === "added" ? <Badge variant="outline">Added</Badge> : null}
            {isDismissed ? (
              <Badge variant="outline" color="gray">
                Dismissed
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Group gap="xs">
          <Badge color={SIMILARITY_COLORS[match.similarity]} variant="light" miw="max-content">
            {match.similarity_text}
          </Badge>
          <Text size="xs" c="dimmed">
            to “{match.candidate}”
            {match.trigram !== null && match.similarity !== "trigram"
              ? ` · trigram score ${match.trigram.toFixed(2)}`
              : ""}
          </Text>
        </Group>
        <Textarea
          label="Similarity note"
          aria-label={`Similarity note on ${match.title}`}
          placeholder="How close is it, in what media and territory, and does it matter?"
          autosize
          minRows={1}
          maxLength={TITLE_CLEARANCE_LIMITS.noteLength}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={busy === "state"}
            disabled={busy === "note"}
            aria-label={`${isDismissed ? "Restore" : "Dismiss"} ${match.title}`}
            onClick={() =>
              void change({ dismissed: !isDismissed })
            }
          >
            {isDismissed ? "Restore" : "Dismiss"}
          </Button>
          <Button
            size="xs"
            loading={busy === "note"}
            disabled={note.trim() === match.note || busy === "state"}
            aria-label={`Save the note on ${match.title}`}
            onClick={() => void change({ note })}
          >
            Save note
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
