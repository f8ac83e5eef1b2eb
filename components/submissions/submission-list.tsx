"use client";

import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { ListTable } from "@/components/ui/list-table";
import { RetryAlert } from "@/components/ui/retry-alert";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatDate, formatDay } from "@/lib/site/format-date";
import type { SubmissionListItem } from "@/lib/submissions/views";

import { NewQuoteButton } from "./new-quote-button";
import { PageCount } from "./page-count";
import { researchSummary } from "./research-progress";
import { StatusBadge } from "./status-badge";
import { titleOf } from "./submission-title";

// Mantine's Modal, loaded when a customer first asks to delete a draft.
const DeleteDraft = dynamic(() => import("./delete-draft"), { ssr: false });

/** Drafts open in the quote editor; anything further along on its submission page. */
const hrefOf = (item: SubmissionListItem) =>
  item.status === "draft" ? `/quote/${item.correlation_id}` : `/submission/${item.correlation_id}`;

/**
 * `/` (product.md §2): the customer's submissions and their company's (with who started each),
 * newest first, a page at a time.
 */
export function SubmissionList() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useResource(
    routes.submissions.list,
    {},
    { query: { page }, keepPreviousData: true },
  );
  const [deleting, setDeleting] = useState<SubmissionListItem>();
  // The dialog's code loads when it is first asked for, then stays for its closing animation.
  const [asked, setAsked] = useState(false);
  if (deleting && !asked) setAsked(true);

  if (error) {
    return (
      <RetryAlert
        title="Your submissions could not be loaded"
        error={error}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!data) return <ListSkeleton />;
  if (data.total_items === 0) return <EmptyList />;

  const pages = Math.ceil(data.total_items / data.page_size);
  return (
    <Stack gap="md">
      <ListTable
        columns={[
          "Title",
          { label: "Status", wide: true },
          { label: "Pages", right: true, wide: true },
          { label: "Price", right: true },
          { label: "Created", wide: true },
          { label: "Updated", wide: true },
          "Due",
        ]}
        withActions
        minWidth={{ narrow: 340, wide: 760 }}
      >
        {data.items.map((item) => (
          <Table.Tr key={item.correlation_id}>
            <Table.Td>
              <Anchor component={Link} href={hrefOf(item)} fw={500}>
                {titleOf(item)}
              </Anchor>
              <Box hiddenFrom="sm">
                <StatusBadge status={item.status} />
              </Box>
              {item.company ? (
                <Text size="xs" c="dimmed" mt={2}>
                  {item.company} · started by {item.started_by}
                </Text>
              ) : null}
              {item.research ? (
                <Text size="xs" c="dimmed" mt={2}>
                  {researchSummary(item.research, item.due_date)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <StatusBadge status={item.status} />
            </Table.Td>
            <Table.Td ta="right" visibleFrom="sm">
              {item.page_count === null ? (
                <Text span c="dimmed">
                  —
                </Text>
              ) : (
                <PageCount pages={item.page_count} exact={item.page_count_exact} />
              )}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(item.total, item.currency)}</Table.Td>
            <Table.Td visibleFrom="sm">{formatDate(item.created_at)}</Table.Td>
            <Table.Td visibleFrom="sm">{formatDate(item.updated_at)}</Table.Td>
            <Table.Td>{item.due_date ? formatDay(item.due_date) : "—"}</Table.Td>
            <Table.Td>
              {item.status === "draft" && item.can_change ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${titleOf(item)}`}
                  onClick={() => setDeleting(item)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {data.total_items} submissions
          </Text>
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      {asked ? (
        <DeleteDraft
          draft={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => void mutate()}
        />
      ) : null}
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading your submissions">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

function EmptyList() {
  return (
    <EmptyState
      title="No submissions yet"
      text="Start a quote, upload your screenplay and get an instant price for its clearance report."
    >
      <NewQuoteButton label="Start a new quote" />
    </EmptyState>
  );
}
