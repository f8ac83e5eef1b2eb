"use client";

import {
  Alert,
  Card,
  Chip,
  Group,
  Loader,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { Fragment, useState } from "react";

import { RetryAlert } from "@/components/ui/retry-alert";
import { useApi } from "@/lib/api-client/use-api";
import { formatPages } from "@/lib/clearance/report";
import type { ClearanceItemsView, ClearanceItemView } from "@/lib/clearance-items/views";
import { formatDateTime } from "@/lib/site/format-date";

import { categoryLabel, countedCategories } from "./categories";
import { RiskMeter, StatusCodeBadge } from "./item-badges";
import { ItemDetails } from "./item-details";

const ALL = "all";
const COLUMNS = [
  { label: "Item" },
  { label: "Category" },
  { label: "Occurrences", numeric: true },
  { label: "Pages" },
  { label: "Risk" },
  { label: "Suggested" },
];

/** Followed every two seconds while the first pass is queued or running. */
const isRunning = (view: ClearanceItemsView | undefined) =>
  view?.script?.analysis_status === "pending" || view?.script?.analysis_status === "running";

/**
 * The researchers' list of what the first pass found in a submission's current script, by
 * category, each item opening onto its occurrences and signals. Read-only for now.
 */
export function ClearanceItems({ submissionId }: { submissionId: string }) {
  const [filter, setFilter] = useState<string>(ALL);
  const query = filter === ALL ? "" : `?category=${filter}`;
  const { data, error, mutate } = useApi<ClearanceItemsView>(
    `/admin/submissions/${submissionId}/items${query}`,
    { keepPreviousData: true, refreshInterval: (view) => (isRunning(view) ? 2000 : 0) },
  );

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Clearance items
          </Title>
          {data?.script ? <ScriptLine script={data.script} /> : null}
        </div>
        {error ? (
          <RetryAlert
            title="The items could not be loaded"
            error={error}
            onRetry={() => void mutate()}
          />
        ) : !data ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the clearance items">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={40} radius="sm" />
            ))}
          </Stack>
        ) : isRunning(data) ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">The first pass is running…</Text>
          </Group>
        ) : data.script?.analysis_status === "failed" ? (
          <Alert color="yellow" title="The first pass failed">
            {data.script.analysis_error}
          </Alert>
        ) : data.script?.analysis_status !== "done" ? (
          <Text c="dimmed">No items yet — the first pass runs after the script is read.</Text>
        ) : (
          <ItemsList data={data} filter={filter} onFilter={setFilter} />
        )}
      </Stack>
    </Card>
  );
}

function ScriptLine({ script }: { script: NonNullable<ClearanceItemsView["script"]> }) {
  return (
    <Text size="sm" c="dimmed">
      {script.original_name} · version {script.version}
      {script.analysed_at
        ? ` · Analysed in ${script.analysis_ms} ms on ${formatDateTime(script.analysed_at)}`
        : null}
    </Text>
  );
}

function ItemsList({
  data,
  filter,
  onFilter,
}: {
  data: ClearanceItemsView;
  filter: string;
  onFilter: (filter: string) => void;
}) {
  const categories = countedCategories(data.counts);
  const total = categories.reduce((sum, { items }) => sum + items, 0);
  if (total === 0) return <Text c="dimmed">The first pass found nothing in this script.</Text>;
  return (
    <Stack gap="md">
      <Chip.Group multiple={false} value={filter} onChange={onFilter}>
        <Group gap="xs" role="group" aria-label="Show items of category">
          <Chip value={ALL} size="sm">
            All · {total}
          </Chip>
          {categories.map(({ category, label, items }) => (
            <Chip key={category} value={category} size="sm">
              {label} · {items}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ItemsTable items={data.items} />
    </Stack>
  );
}

function ItemsTable({ items }: { items: ClearanceItemView[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ label, numeric }) => (
              <Table.Th key={label} ta={numeric ? "right" : undefined}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const expanded = open.has(item.id);
            const detailsId = `item-${item.id}`;
            return (
              <Fragment key={item.id}>
                <Table.Tr>
                  <Table.Td>
                    <UnstyledButton
                      onClick={() => toggle(item.id)}
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                    >
                      <Group gap={6} wrap="nowrap">
                        {expanded ? (
                          <IconChevronDown size={16} aria-hidden />
                        ) : (
                          <IconChevronRight size={16} aria-hidden />
                        )}
                        <Text fw={500} size="sm">
                          {item.canonical}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{categoryLabel(item.category)}</Table.Td>
                  <Table.Td ta="right">{item.occurrences.length}</Table.Td>
                  <Table.Td>{formatPages(item.occurrences.map((o) => o.page))}</Table.Td>
                  <Table.Td>
                    <RiskMeter risk={item.risk} />
                  </Table.Td>
                  <Table.Td>
                    <StatusCodeBadge code={item.suggested_status} />
                  </Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={detailsId}>
                    <Table.Td colSpan={COLUMNS.length} bg="var(--mantine-color-gray-0)">
                      <ItemDetails item={item} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
