import { Badge, Group, Mark, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";

import type { Occurrence } from "@/lib/clearance/model";
import type { ClearanceItemView } from "@/lib/clearance-items/views";

import { ELEMENT_LABELS, highlightIn } from "./format";

/** How a signal's effect on the risk reads: up in red, down in green, information in grey. */
const SIGNAL_LOOK = {
  raises: { arrow: "↑", color: "red" },
  lowers: { arrow: "↓", color: "teal" },
  neutral: { arrow: "·", color: "dimmed" },
} as const;

/** Everything the first pass knows about one item: spellings, every place, and why. */
export function ItemDetails({ item }: { item: ClearanceItemView }) {
  return (
    <Stack gap="md" py="xs">
      {item.variants.length > 0 ? (
        <Group gap="xs">
          <Text size="sm" fw={500}>
            Also written as
          </Text>
          {item.variants.map((variant) => (
            <Badge key={variant} variant="light" color="gray" tt="none" radius="sm">
              {variant}
            </Badge>
          ))}
        </Group>
      ) : null}
      <div>
        <Title order={3} size="h6" mb={4}>
          Occurrences
        </Title>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Page</Table.Th>
              <Table.Th w={70}>Scene</Table.Th>
              <Table.Th w={130}>Element</Table.Th>
              <Table.Th>Context</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.occurrences.map((occurrence) => (
              <Table.Tr key={`${occurrence.elementIndex}:${occurrence.start}`}>
                <Table.Td>{occurrence.page}</Table.Td>
                <Table.Td>{occurrence.sceneNumber ?? (occurrence.sceneIndex || "—")}</Table.Td>
                <Table.Td>{ELEMENT_LABELS[occurrence.elementType]}</Table.Td>
                <Table.Td>
                  <Snippet occurrence={occurrence} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div>
        <Title order={3} size="h6" mb={4}>
          Why it was flagged
        </Title>
        {item.signals.length === 0 ? (
          <Text size="sm" c="dimmed">
            No particular signal: flagged for its category.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label="Signals"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {item.signals.map((signal) => {
              const size = Number(Math.abs(signal.weight).toFixed(2));
              const effect = size === 0 ? "neutral" : signal.weight > 0 ? "raises" : "lowers";
              return (
                <Group key={signal.detail} gap="xs" wrap="nowrap" component="li">
                  <Text size="sm" fw={700} c={SIGNAL_LOOK[effect].color} w={52} aria-hidden>
                    {SIGNAL_LOOK[effect].arrow} {size}
                  </Text>
                  <VisuallyHidden>
                    {effect === "neutral"
                      ? "For information:"
                      : `${effect === "raises" ? "Raises" : "Lowers"} the risk by ${size}:`}
                  </VisuallyHidden>
                  <Text size="sm">{signal.detail}</Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/** The occurrence's context with the occurrence itself marked. */
function Snippet({ occurrence }: { occurrence: Occurrence }) {
  const found = highlightIn(occurrence);
  if (!found) return <>{occurrence.snippet}</>;
  return (
    <>
      {found.before}
      <Mark>{found.match}</Mark>
      {found.after}
    </>
  );
}
