"use client";

import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { ListTable } from "@/components/ui/list-table";
import { RetryAlert } from "@/components/ui/retry-alert";
import { api, messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatDate, formatDay } from "@/lib/site/format-date";
import type { SubmissionListItem, SubmissionPage } from "@/lib/submissions/views";

import { NewQuoteButton } from "./new-quote-button";
import { PageCount } from "./page-count";
import { StatusBadge } from "./status-badge";

/** Drafts open in the quote editor; anything further along on its submission page. */
const hrefOf = (item: SubmissionListItem) =>
  item.status === "draft" ? `/quote/${item.correlation_id}` : `/submission/${item.correlation_id}`;

const titleOf = (item: SubmissionListItem) => item.title || "Untitled quote";

/** `/` (product.md §2): the customer's submissions, newest first, a page at a time. */
export function SubmissionList() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useApi<SubmissionPage>(`/submissions?page=${page}`, {
    keepPreviousData: true,
  });
  const [deleting, setDeleting] = useState<SubmissionListItem>();

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
              <Box hiddenFrom="sm" mt={4}>
                <StatusBadge status={item.status} />
              </Box>
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
              {item.status === "draft" ? (
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
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        </Group>
      ) : null}
      <DeleteDraft
        draft={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={() => void mutate()}
      />
    </Stack>
  );
}

/** Deleting a draft the customer no longer wants, after asking (it cannot be undone). */
function DeleteDraft({
  draft,
  onClose,
  onDeleted,
}: {
  draft: SubmissionListItem | undefined;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async (item: SubmissionListItem) => {
    setBusy(true);
    try {
      await api.delete(`/submissions/${item.correlation_id}`);
      notifications.show({ color: "green", title: "Draft deleted", message: titleOf(item) });
      onDeleted();
      onClose();
    } catch (error) {
      notifications.show({ color: "red", title: "Not deleted", message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={draft !== undefined} onClose={onClose} title="Delete this draft?" centered>
      <Stack gap="sm">
        <Text size="sm">
          “{draft ? titleOf(draft) : ""}” and its script are deleted. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => draft && void confirm(draft)}>
            Delete draft
          </Button>
        </Group>
      </Stack>
    </Modal>
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
