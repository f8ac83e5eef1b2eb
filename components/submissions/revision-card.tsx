"use client";

import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";

import { LinkButton } from "@/components/ui/link-button";
import type { SceneStatus } from "@/lib/screenplay/diff";
import type { RevisionChanges, SceneChange } from "@/lib/screenplay/revision-changes";
import { countOf } from "@/lib/site/plural";
import type { SubmissionView } from "@/lib/submissions/views";

import { PriceBreakdown } from "./price-breakdown";
import { ScriptCard } from "./script-card";

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
function RevisionChangesView({ changes }: { changes: RevisionChanges }) {
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

/**
 * A delivered submission's revised draft (issue 19): uploaded like the first script, compared
 * with the reported draft, and priced as a delta quote paid on the summary page.
 */
export function RevisionCard({
  submission,
  onUploaded,
}: {
  submission: SubmissionView;
  onUploaded: () => Promise<unknown>;
}) {
  const { revision, status, correlation_id: id } = submission;
  const changes = revision?.changes;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Revised draft
          </Title>
          <Text size="sm" c="dimmed">
            {status === "delivered"
              ? "Upload a revised draft of the script: only new or changed material is researched and charged."
              : "Your revised draft compared with the draft of the last report."}
          </Text>
        </div>
        {status === "delivered" || (revision && !changes) ? (
          <ScriptCard
            submission={submission}
            onUploaded={onUploaded}
            title="Upload a revised draft"
          />
        ) : null}
        {changes ? (
          <>
            <RevisionChangesView changes={changes} />
            <Title order={3} size="h5">
              Delta quote
            </Title>
            <PriceBreakdown quote={submission.quote} />
            {revision?.awaiting_payment ? (
              <Alert color="yellow">Your payment for this revision is under way.</Alert>
            ) : null}
            <Group>
              <LinkButton href={`/summary/${id}`}>Pay for the revision</LinkButton>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
