import { Anchor, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";

import { formatLongDay } from "@/lib/site/format-date";
import type { ResearchProgressView } from "@/lib/submissions/views";

import { researchedLine } from "./research-progress";

/**
 * Between payment and delivery (product.md §14): who researches the script, how many items they
 * have researched, the due date, and where to ask them something.
 */
export function ResearchProgressCard({
  research,
  dueDate,
}: {
  research: ResearchProgressView;
  dueDate: string | null;
}) {
  const { researched, total } = research;
  const share = total === 0 ? 0 : Math.round((researched / total) * 100);
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="research-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="research-progress-title">
          Research in progress
        </Title>
        <Text size="sm">
          {research.researcher
            ? `Researched by ${research.researcher}.`
            : research.assigned
              ? "A researcher of ours is on it."
              : "A researcher is being assigned to your script."}
        </Text>
        <Progress value={share} size="lg" aria-label={researchedLine(research)} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {researchedLine(research)}
          </Text>
          {dueDate ? (
            <Text size="sm" c="dimmed">
              Due by {formatLongDay(dueDate)}
            </Text>
          ) : null}
        </Group>
        <Anchor href="#conversation" size="sm">
          Questions? Write to your researcher
        </Anchor>
      </Stack>
    </Card>
  );
}
