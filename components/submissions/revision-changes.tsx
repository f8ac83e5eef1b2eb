"use client";

import { Accordion, Badge, Group, Stack, Table, Text } from "@mantine/core";

import type { RevisionHistoryView } from "@/lib/revisions/history";
import type { SceneStatus } from "@/lib/screenplay/diff";
import type { RevisionChanges, SceneChange } from "@/lib/screenplay/revision-changes";
import { formatLongDay } from "@/lib/site/format-date";
import { countOf } from "@/lib/site/plural";

const SCENE_STATUS: Record<Exclude<SceneStatus, "unchanged">, { label: string; color: string }> = {
  edited: { label: "Changed", color: "yellow" },
  added: { label: "Added", color: "green" },
  removed: { label: "Removed", color: "red" },
  moved: { label: "Moved", color: "blue" },
  renumbered: { label: "Renumbered", color: "gray" },
};

const sceneName = (scene: SceneChange) => {
  const { number, heading } = (scene.after ?? scene.before)!;
  return `${number ? `${number}. ` : ""}${heading || "Opening"}`;
};

const pagesText = (pages: number[]) => (pages.length ? pages.join(", ") : "none");

const span = ({ firstPage, lastPage }: { firstPage: number; lastPage: number }) =>
  firstPage === lastPage ? `page ${firstPage}` : `pages ${firstPage}–${lastPage}`;

/** Where the scene is now (or was, if removed), and its number before a move or renumbering. */
const placeOf = ({ before, after }: SceneChange) => {
  const where = after ? span(after) : `was on ${span(before!)}`;
  const renumbered = before?.number && after && before.number !== after.number;
  return renumbered ? `${where} · was scene ${before.number}` : where;
};

/** What changed between the reported draft and the revised one, scene by scene. */
export function RevisionChangesView({ changes }: { changes: RevisionChanges }) {
  const { counts, pages } = changes;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {(Object.keys(SCENE_STATUS) as (keyof typeof SCENE_STATUS)[]).map((status) => (
          <Badge key={status} color={SCENE_STATUS[status].color} variant="light">
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
      {/* Two columns, the pages under the scene: the table fits a phone without scrolling. */}
      <Table aria-label="Changed scenes" verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Scene</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.scenes.map((scene, index) => {
            const status = SCENE_STATUS[scene.status as keyof typeof SCENE_STATUS];
            return (
              <Table.Tr key={index}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm">{sceneName(scene)}</Text>
                  <Text size="xs" c="dimmed">
                    {placeOf(scene)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* The label never shortens to an ellipsis in a narrow column. */}
                  <Badge
                    size="sm"
                    variant="light"
                    color={status.color}
                    styles={{ label: { overflow: "visible" } }}
                  >
                    {status.label}
                  </Badge>
                  {scene.edits > 0 ? (
                    <Text size="xs" c="dimmed">
                      {countOf(scene.edits, "line")} changed
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
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
