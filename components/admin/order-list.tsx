"use client";

import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";

import { StatusBadge } from "@/components/submissions/status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { listMinWidth } from "@/components/ui/list-table";
import { Loaded } from "@/components/ui/loaded";
import { SearchField, useSearchField } from "@/components/ui/search-field";
import { ORDER_LIST, type OrderSort } from "@/config/order-list";
import { ORDER_STATUS_LABELS, orderKindLabel, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { SUBMISSION_STATUSES } from "@/config/submissions";
import { hrefOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { AdminOrderLine, AdminOrderListItem } from "@/lib/orders/admin-list";
import { ORDER_LIST_FILTERS, orderListParams, type OrderListParam } from "@/lib/orders/list-params";
import { formatMoney } from "@/lib/pricing/format";
import { formatDate, formatDay } from "@/lib/site/format-date";

import {
  changedParams,
  choicesOf,
  ListFilterBar,
  ListPages,
  type FilterChoice,
} from "./list-controls";
import { NeedsYouBadge } from "./needs-you-badge";
import { SlaBadge } from "./sla-badge";

/** The filters picked from a list. */
const CHOICES: readonly FilterChoice[] = [
  {
    name: "status",
    label: "Status",
    data: Object.entries(SUBMISSION_STATUSES)
      .filter(([status]) => status !== "draft")
      .map(([value, { label }]) => ({ value, label })),
    w: 180,
  },
  { name: "payment", label: "Payment", data: choicesOf(ORDER_STATUS_LABELS), w: 170 },
  { name: "method", label: "Method", data: choicesOf(PAYMENT_METHOD_LABELS), w: 150 },
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
  const { data, error, isLoading, mutate } = useResource(
    routes.admin.orders.list,
    {},
    { query: params, keepPreviousData: true },
  );
  /** Changes parameters; any change but the page's starts again from page 1. */
  const change = (
    changes: Partial<Record<OrderListParam, string | null>>,
    { replace = false } = {},
  ) => {
    const next = changedParams(params, changes);
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
      <ListFilterBar
        choices={CHOICES}
        days={DAYS}
        params={params}
        onChange={(name, value) => change({ [name]: value })}
        filtered={filtered}
        onClear={clearFilters}
        exportHref={hrefOf(routes.admin.orders.export, {}, exportQuery)}
        exportFileName="orders.csv"
      >
        <SearchField search={search} placeholder="Title, e-mail or order number" w={280} />
      </ListFilterBar>

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
            <ListPages
              count={`${data.total_items === 1 ? "1 order" : `${data.total_items} orders`}${
                data.total_items > ORDER_LIST.exportRows
                  ? ` (the export holds the first ${ORDER_LIST.exportRows.toLocaleString("en-US")})`
                  : ""
              }`}
              page={data.page}
              pageSize={data.page_size}
              totalItems={data.total_items}
              onChange={(page) => change({ page: String(page) })}
            />
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

/**
 * A submission's row; under it, when it has more than one order (a revision's delta, a lapsed
 * checkout), one row per order, so what each took and what the submission took in all show.
 */
function OrderRow({ item }: { item: AdminOrderListItem }) {
  const refunded = item.orders.some((line) => line.refunded > 0);
  return (
    <>
      <SubmissionRow item={item} paidInAll={item.orders.length > 1 || refunded} />
      {item.orders.length > 1
        ? item.orders.map((line) => <OrderLineRow key={line.number} line={line} />)
        : null}
    </>
  );
}

function SubmissionRow({ item, paidInAll }: { item: AdminOrderListItem; paidInAll: boolean }) {
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
      <Table.Td ta="right">
        {order ? formatMoney(order.total, order.currency) : "—"}
        {order && paidInAll ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            Paid in all {formatMoney(item.total_paid, order.currency)}
          </Text>
        ) : null}
      </Table.Td>
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

/** One order of a submission with several, under the submission's row, its cells in their columns. */
function OrderLineRow({ line }: { line: AdminOrderLine }) {
  const payment = `${ORDER_STATUS_LABELS[line.status]} · ${PAYMENT_METHOD_LABELS[line.method]}`;
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm">
        <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {line.number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" pl="md">
          {orderKindLabel(line.revision)}
        </Text>
        <Text size="xs" c="dimmed" pl="md" hiddenFrom="sm">
          <Text span inherit style={{ whiteSpace: "nowrap" }}>
            {line.number}
          </Text>{" "}
          · {payment}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" />
      <Table.Td visibleFrom="sm" />
      <Table.Td visibleFrom="sm">
        <Text size="sm">{ORDER_STATUS_LABELS[line.status]}</Text>
        <Text size="xs" c="dimmed">
          {PAYMENT_METHOD_LABELS[line.method]}
          {line.paid_at ? `, ${formatDate(line.paid_at)}` : null}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatMoney(line.total, line.currency)}</Text>
        {line.refunded > 0 ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            Refunded {formatMoney(line.refunded, line.currency)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td />
      <Table.Td visibleFrom="sm" />
      <Table.Td visibleFrom="sm" />
      <Table.Td visibleFrom="sm" />
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
