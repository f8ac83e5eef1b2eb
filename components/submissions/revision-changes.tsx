"use client";

import { Accordion, Badge, Group, Stack, Table, Text } from "@mantine/core";

import type { RevisionHistoryView } from "@/lib/revisions/history";
import type { SceneStatus } from "@/lib/screenplay/diff";
import type { RevisionChanges, SceneChange } from "@/lib/screenplay/revision-changes";
import { formatLongDay } from "@/lib/site/format-date";
import { countOf } from "@/lib/site/plural";

const SCENE_STATUS: Record<Exclude<SceneStatus, "unchanged">, { label: string; colour: string }> = {
  edited: { label: "Changed", colour: "yellow" },
  added: { label: "Added", colour: "green" },
  removed: { label: "Removed", colour: "red" },
  moved: { label: "Moved", colour: "blue" },
  renumbered: { label: "Renumbered", colour: "gray" },
};

const sceneName = (scene: SceneChange) => {
  const { number, heading } = (scene.after ?? scene.before)!;
  return `${number ? `${number}. ` : ""}${heading || "Opening"}`;
};

const pagesText = (pages: number[]) => (pages.length ? pages.join(", ") : "none");

const span = ({ firstPage, lastPage }: { firstPage: number; lastPage: number }) =>
  firstPage === lastPage ? String(firstPage) : `${firstPage}–${lastPage}`;

/** What changed between the reported draft and the revised one, scene by scene. */
export function RevisionChangesView({ changes }: { changes: RevisionChanges }) {
  const { counts, pages } = changes;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {(Object.keys(SCENE_STATUS) as (keyof typeof SCENE_STATUS)[]).map((status) => (
          <Badge key={status} color={SCENE_STATUS[status].colour} variant="light">
            {SCENE_STATUS[status].label}: {counts[status]}
          </Badge>
        ))}
        <Badge color="gray" variant="outline">
          Unchanged: {counts.unchanged}
        </Badge>
      </Group>
      <Text size="sm">
        Changed pages: {pagesText(pages.changed)} of {pages.total} · pages added:{" "}
        {pagesText(pages.added)} · pages of the previous draft removed: {pagesText(pages.removed)}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Changed scenes" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Scene</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>Pages</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.scenes.map((scene, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="sm">{sceneName(scene)}</Text>
                  {scene.before?.number &&
                  scene.after &&
                  scene.before.number !== scene.after.number ? (
                    <Text size="xs" c="dimmed">
                      was scene {scene.before.number}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge
                    size="sm"
                    variant="light"
                    color={SCENE_STATUS[scene.status as keyof typeof SCENE_STATUS].colour}
                  >
                    {SCENE_STATUS[scene.status as keyof typeof SCENE_STATUS].label}
                  </Badge>
                  {scene.edits > 0 ? (
                    <Text size="xs" c="dimmed">
                      {countOf(scene.edits, "line")} changed
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {scene.after ? span(scene.after) : `was ${span(scene.before!)}`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {countOf(changes.items.carriedForward, "item")} keep their verdicts (carried forward),{" "}
        {countOf(changes.items.research, "item")} go to research,{" "}
        {countOf(changes.items.superseded, "item")} no longer appear in the script.
      </Text>
    </Stack>
  );
}

const paidText = (revision: RevisionHistoryView) =>
  revision.paid_at ? `paid on ${formatLongDay(revision.paid_at)}` : "not paid";

/**
 * The compared revisions, each a section to open (the latest `open` ones opened): what changed
 * stays readable after the delta is paid, for the customer and the researchers.
 */
export function RevisionHistory({
  revisions,
  open,
}: {
  revisions: RevisionHistoryView[];
  open: number[];
}) {
  const compared = revisions.filter((revision) => revision.changes);
  return (
    <Accordion
      multiple
      variant="contained"
      defaultValue={open.map(String)}
      aria-label="What changed in each revision"
    >
      {compared.map((revision) => (
        <Accordion.Item key={revision.number} value={String(revision.number)}>
          <Accordion.Control>
            <Text size="sm" fw={500}>
              What changed in revision {revision.number}
            </Text>
            <Text size="xs" c="dimmed">
              Uploaded {formatLongDay(revision.uploaded_at)}, {paidText(revision)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <RevisionChangesView changes={revision.changes!} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
