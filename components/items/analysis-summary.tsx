import { Badge, Group, Loader, Stack, Text } from "@mantine/core";

import type { AnalysisView } from "@/lib/submissions/views";

import { countedCategories } from "./categories";

/**
 * product.md §4.3: what the automatic first pass found, as counts by category. Customers see
 * only the counts; the items are the researchers' work.
 */
export function AnalysisSummary({ analysis }: { analysis: AnalysisView }) {
  if (analysis.status === "pending" || analysis.status === "running") {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Finding clearance items…</Text>
      </Group>
    );
  }
  if (analysis.status === "failed") {
    return (
      <Text size="sm" c="dimmed" role="status">
        {analysis.error}
      </Text>
    );
  }
  const categories = countedCategories(analysis.counts);
  if (categories.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Our first pass found nothing to flag. Our researchers still read every page.
      </Text>
    );
  }
  const total = categories.reduce((sum, { items }) => sum + items, 0);
  return (
    <Stack gap="xs" data-testid="clearance-counts">
      <Text size="sm">
        Our first pass found {total} {total === 1 ? "item" : "items"} for our researchers to check:
      </Text>
      <Group gap="xs">
        {categories.map(({ category, label, items }) => (
          <Badge
            key={category}
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            fw={500}
            rightSection={<strong>{items}</strong>}
          >
            {label}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
