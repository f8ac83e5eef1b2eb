"use client";

import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import {
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconFilterOff,
  IconSelector,
} from "@tabler/icons-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";

import { StatusBadge } from "@/components/submissions/status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { listMinWidth } from "@/components/ui/list-table";
import { Loaded } from "@/components/ui/loaded";
import { SearchField, useSearchField } from "@/components/ui/search-field";
import { notifications } from "@/components/ui/toast";
import { ORDER_LIST, type OrderSort } from "@/config/order-list";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { SUBMISSION_STATUSES } from "@/config/submissions";
import { API_BASE, apiErrorOf, messageOf } from "@/lib/api-client/fetch";
import { fetchWithRefresh } from "@/lib/api-client/session-retry";
import { useApi } from "@/lib/api-client/use-api";
import type { AdminOrderListItem, AdminOrderPage } from "@/lib/orders/admin-list";
import { ORDER_LIST_FILTERS, orderListParams, type OrderListParam } from "@/lib/orders/list-params";
import { formatMoney } from "@/lib/pricing/format";
import { formatDate, formatDay } from "@/lib/site/format-date";

import { NeedsYouBadge } from "./needs-you-badge";
import { SlaBadge } from "./sla-badge";

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The filters picked from a list. */
const CHOICES = [
  {
    name: "status",
    label: "Status",
    data: Object.entries(SUBMISSION_STATUSES)
      .filter(([status]) => status !== "draft")
      .map(([value, { label }]) => ({ value, label })),
    w: 180,
  },
  { name: "payment", label: "Payment", data: options(ORDER_STATUS_LABELS), w: 170 },
  { name: "method", label: "Method", data: options(PAYMENT_METHOD_LABELS), w: 150 },
  {
    name: "assignee",
    label: "Researcher",
    data: [
      { value: "me", label: "Assigned to me" },
      { value: "none", label: "Unassigned" },
    ],
    w: 170,
  },
  {
    name: "attention",
    label: "Waiting",
    data: [{ value: "needs_you", label: "Needs you" }],
    w: 150,
  },
] as const;

/** The filters on the day a submission was created (UTC, as the API reads them). */
const DAYS = [
  { name: "from", label: "Created from" },
  { name: "to", label: "Created to" },
] as const;

/** A column's first click: text from A, the soonest due first, the rest newest or largest first. */
const FIRST_DIRECTION: Record<OrderSort, "asc" | "desc"> = {
  title: "asc",
  status: "asc",
  total: "desc",
  due: "asc",
  created: "desc",
  updated: "desc",
};

/**
 * `/admin/list` (product.md §2): every submission past draft with its customer, payment and due
 * date. Filters, sort and page live in the URL, so a reload or a shared link shows the same list.
 */
export function OrderList() {
  const params = orderListParams(useSearchParams());
  const { data, error, isLoading, mutate } = useApi<AdminOrderPage>(`/admin/orders?${params}`, {
    keepPreviousData: true,
  });
  /** Changes parameters; any change but the page's starts again from page 1. */
  const change = (
    changes: Partial<Record<OrderListParam, string | null>>,
    { replace = false } = {},
  ) => {
    const next = new URLSearchParams(params);
    if (!("page" in changes)) next.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const url = next.size > 0 ? `?${next}` : window.location.pathname;
    // Next's router follows the History API, so the page itself is not fetched again.
    if (replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  };
  const search = useSearchField(params.get("q") ?? "", (q) => change({ q }, { replace: true }));
  const filtered = ORDER_LIST_FILTERS.some((name) => params.has(name));
  const clearFilters = () => {
    search.cancel();
    change(Object.fromEntries(ORDER_LIST_FILTERS.map((name) => [name, null])));
  };

  const sort = (params.get("sort") ?? "created") as OrderSort;
  const dir = params.get("dir") === "asc" ? "asc" : "desc";
  const sortBy = (column: OrderSort) => {
    const flipped = dir === "asc" ? "desc" : "asc";
    change({ sort: column, dir: column === sort ? flipped : FIRST_DIRECTION[column] });
  };
  const header = (column: OrderSort, label: string, align?: "right", wide?: true) => (
    <SortHeader
      label={label}
      active={sort === column}
      dir={dir}
      align={align}
      wide={wide}
      onSort={() => sortBy(column)}
    />
  );

  const exportQuery = new URLSearchParams(params);
  exportQuery.delete("page");

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <SearchField search={search} placeholder="Title, e-mail or order number" w={280} />
        {CHOICES.map(({ name, ...choice }) => (
          <Select
            key={name}
            {...choice}
            placeholder="Any"
            value={params.get(name)}
            onChange={(value) => change({ [name]: value })}
            clearable
          />
        ))}
        {DAYS.map(({ name, label }) => (
          <TextInput
            key={name}
            label={label}
            type="date"
            value={params.get(name) ?? ""}
            onChange={(event) => change({ [name]: event.currentTarget.value })}
            w={160}
          />
        ))}
        <Group gap="xs" ml="auto">
          {filtered ? (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} />}
              onClick={clearFilters}
            >
              Clear filters
            </Button>
          ) : null}
          <ExportButton query={exportQuery} />
        </Group>
      </Group>

      <Loaded
        data={data}
        error={error}
        onRetry={() => void mutate()}
        what="the orders"
        isEmpty={(page) => page.total_items === 0}
        empty={
          filtered ? (
            <EmptyState title="No orders match these filters.">
              <Button variant="light" onClick={clearFilters}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              title="No orders yet."
              text="A submission appears here once its customer goes to checkout."
            />
          )
        }
        placeholder={<OrderListSkeleton />}
      >
        {(data) => (
          <>
            <Card withBorder padding={0} style={{ opacity: isLoading ? 0.6 : 1 }}>
              {/* Wide enough for every column, narrow enough for the page's 1,108 px at 1366 px:
                  long e-mail addresses and dates wrap rather than push the last columns out. */}
              <Table.ScrollContainer minWidth={listMinWidth({ narrow: 300, wide: 1040 })}>
                <Table verticalSpacing="sm" highlightOnHover aria-busy={isLoading}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th visibleFrom="sm">Order</Table.Th>
                      {header("title", "Title")}
                      <Table.Th visibleFrom="sm">Customer</Table.Th>
                      {header("status", "Status", undefined, true)}
                      <Table.Th visibleFrom="sm">Payment</Table.Th>
                      {header("total", "Total", "right")}
                      {header("due", "Due")}
                      <Table.Th visibleFrom="sm">Researcher</Table.Th>
                      {header("created", "Created", undefined, true)}
                      {header("updated", "Updated", undefined, true)}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((item) => (
                      <OrderRow key={item.correlation_id} item={item} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {data.total_items === 1 ? "1 order" : `${data.total_items} orders`}
                {data.total_items > ORDER_LIST.exportRows
                  ? ` (the export holds the first ${ORDER_LIST.exportRows.toLocaleString("en-US")})`
                  : ""}
              </Text>
              {data.total_items > data.page_size ? (
                <Pagination
                  total={Math.ceil(data.total_items / data.page_size)}
                  value={data.page}
                  onChange={(page) => change({ page: String(page) })}
                  getControlProps={(control) => ({ "aria-label": `${control} page` })}
                />
              ) : null}
            </Group>
          </>
        )}
      </Loaded>
    </Stack>
  );
}

/** The list while it loads. */
function OrderListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading the orders">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** An e-mail address breaks anywhere rather than widen its column. */
const WRAP_ANYWHERE = { overflowWrap: "anywhere" } as const;

function OrderRow({ item }: { item: AdminOrderListItem }) {
  const { order } = item;
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm">
        <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
          {order?.number ?? "—"}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} href={`/admin/submission/${item.correlation_id}`} fw={500}>
          {item.title || "Untitled quote"}
        </Anchor>
        {item.needs_you ? <NeedsYouBadge waiting={item.waiting} /> : null}
        <Box hiddenFrom="sm" mt={4}>
          <StatusBadge status={item.status} />
        </Box>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={WRAP_ANYWHERE}>
        {item.customer_email}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <StatusBadge status={item.status} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {order ? (
          <>
            {ORDER_STATUS_LABELS[order.status]}
            <Text size="xs" c="dimmed">
              {PAYMENT_METHOD_LABELS[order.method]}
            </Text>
          </>
        ) : (
          "—"
        )}
      </Table.Td>
      <Table.Td ta="right">{order ? formatMoney(order.total, order.currency) : "—"}</Table.Td>
      <Table.Td>
        {/* The SLA badge goes under the date where the column is narrow (390 px). */}
        <Group gap={6}>
          {item.due_date ? formatDay(item.due_date) : "—"}
          {item.sla ? <SlaBadge sla={item.sla} /> : null}
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={WRAP_ANYWHERE}>
        {item.assignee_email ?? (
          <Text span size="sm" c="dimmed">
            Unassigned
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">{formatDate(item.created_at)}</Table.Td>
      <Table.Td visibleFrom="sm">{formatDate(item.updated_at)}</Table.Td>
    </Table.Tr>
  );
}

/** A column header that sorts the list, and tells assistive technology how it is sorted. */
function SortHeader({
  label,
  active,
  dir,
  align,
  wide,
  onSort,
}: {
  label: string;
  active: boolean;
  dir: "asc" | "desc";
  align?: "right";
  /** Shown from the `sm` breakpoint only. */
  wide?: true;
  onSort: () => void;
}) {
  const Icon = !active ? IconSelector : dir === "asc" ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
      ta={align}
      visibleFrom={wide ? "sm" : undefined}
    >
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === "right" ? "flex-end" : undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Downloads the CSV of the current filters. Fetched rather than followed as a link, so an
 * expired session is refreshed and the call sent again instead of ending as a 401.
 */
function ExportButton({ query }: { query: URLSearchParams }) {
  const [exporting, setExporting] = useState(false);
  const href = `${API_BASE}/admin/orders/export${query.size > 0 ? `?${query}` : ""}`;
  const download = async () => {
    setExporting(true);
    try {
      const response = await fetchWithRefresh(href, { credentials: "include" });
      if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => ({})));
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = name?.[1] ?? "orders.csv";
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (problem) {
      notifications.show({ color: "red", title: "Not exported", message: messageOf(problem) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      component="a"
      href={href}
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={exporting}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      Export CSV
    </Button>
  );
}
