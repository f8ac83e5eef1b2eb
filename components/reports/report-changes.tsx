import { Badge, Group, List, Stack, Text, Title } from "@mantine/core";

import { StatusCodeBadge } from "@/components/items/item-badges";
import {
  categoryLabel,
  changesHeading,
  changesSummary,
  decisionLine,
  recodedLine,
  removedPlaces,
} from "@/lib/reports/changes-layout";
import type { DecisionView } from "@/lib/reports/read";
import type { ReportChanges } from "@/lib/reports/snapshot";

const recordOf = (view: DecisionView) => ({ ...view, decidedAt: view.decided_at });

/**
 * "Changes since vN" on the customer's results (product.md §13 "Versions"): the items the new
 * version removed (where they were, what the revision did there, the decision made on them),
 * re-coded and added, and how many were carried forward unchanged.
 */
export function ReportChangesSection({ changes }: { changes: ReportChanges }) {
  const heading = changesHeading(changes);
  return (
    <section aria-label={heading}>
      <Title order={3} size="h5" mb={4}>
        {heading}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {changesSummary(changes)}.
      </Text>
      <Stack gap="xs">
        {changes.removed.length ? (
          <div>
            <Text size="sm" fw={500}>
              Removed ({changes.removed.length})
            </Text>
            <List size="sm" spacing={4}>
              {changes.removed.map((item) => (
                <List.Item key={item.id}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={500} span>
                      {item.text}
                    </Text>
                    <Text size="xs" c="dimmed" span>
                      {categoryLabel(item.category)}
                    </Text>
                    <StatusCodeBadge code={item.code} />
                  </Group>
                  <Text size="xs">Was at {removedPlaces(item)}</Text>
                  <Text size="xs" c="dimmed">
                    Your decision:{" "}
                    {item.decision ? decisionLine(item.decision) : "none was recorded"}
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {changes.recoded.length ? (
          <div>
            <Text size="sm" fw={500}>
              Re-coded ({changes.recoded.length})
            </Text>
            <List size="sm" spacing={4}>
              {changes.recoded.map((item) => (
                <List.Item key={item.id}>
                  <Text size="sm" fw={500} span>
                    {item.text}
                  </Text>
                  : {recodedLine(item)}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {changes.added.length ? (
          <div>
            <Text size="sm" fw={500}>
              Added ({changes.added.length})
            </Text>
            <List size="sm" spacing={4}>
              {changes.added.map((item) => (
                <List.Item key={item.id}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" span>
                      {item.text}
                    </Text>
                    <StatusCodeBadge code={item.code} />
                  </Group>
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}

/**
 * Under an item's decision control: where its decision was carried from, and the decisions made
 * on it in earlier versions, oldest first.
 */
export function DecisionHistory({
  text,
  decision,
  history,
  version,
}: {
  /** The item's name, for the label. */
  text: string;
  decision: DecisionView | null;
  history: DecisionView[];
  /** The version shown. */
  version: number;
}) {
  const carried = decision && decision.version < version ? decision : null;
  if (!carried && history.length === 0) return null;
  return (
    <Stack gap={2} mt={4} aria-label={`Earlier decisions on ${text}`}>
      {carried ? (
        <Badge size="xs" variant="light" color="gray">
          Carried from v{carried.version}
        </Badge>
      ) : null}
      {history.map((record) => (
        <Text key={`${record.version} ${record.decided_at}`} size="xs" c="dimmed">
          {decisionLine(recordOf(record))}
        </Text>
      ))}
    </Stack>
  );
}
