/** The admins' Orders list and its CSV export (product.md §2, `/admin/list`). */
import "server-only";

import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";

import type { AttentionKind } from "@/config/attention";
import { ORDER_LIST, ORDER_SORTS, SLA_STATES, type Sla } from "@/config/order-list";
import { ORDER_STATUS_LABELS, orderKindLabel, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { SUBMISSION_STATUSES } from "@/config/submissions";
import { needsAdmin } from "@/lib/attention/inbox";
import { waitingKinds } from "@/lib/attention/rules";
import { db } from "@/lib/db/client";
import {
  orders,
  orderStatus,
  paymentMethod,
  revisions,
  submissionAttention,
  submissions,
  submissionStatus,
  userProfiles,
} from "@/lib/db/schema";
import { csvDownload, csvText, type CsvCell } from "@/lib/http/csv";
import { filledParams, oneOf, withDayRange } from "@/lib/http/list-filters";
import { chargeView, orderView, type ChargeView, type OrderView } from "@/lib/submissions/orders";
import { pageQuery } from "@/lib/submissions/read";

import { calendarDaysAfter } from "./due-date";
import { slaOf } from "./sla";

/** Every status but draft: a draft is a quote still being written, not an order. */
const LISTED_STATUSES = submissionStatus.enumValues.filter((status) => status !== "draft");

/** `from` and `to` are the UTC days the submission was created in. */
const ordersFilter = withDayRange({
  status: z.enum(LISTED_STATUSES, oneOf(LISTED_STATUSES)).optional(),
  /** The state of the latest order's payment. */
  payment: z.enum(orderStatus.enumValues, oneOf(orderStatus.enumValues)).optional(),
  method: z.enum(paymentMethod.enumValues, oneOf(paymentMethod.enumValues)).optional(),
  /** A title or customer e-mail contains it, or an order has this number. */
  q: z
    .string()
    .trim()
    .max(ORDER_LIST.searchLength, `Search for at most ${ORDER_LIST.searchLength} characters.`)
    .optional(),
  /** "me": assigned to the admin asking; "none": to nobody; else a researcher's id. */
  assignee: z.string().trim().max(200).optional(),
  /** "needs_you": something the customer did waits for the admin asking (product.md §14). */
  attention: z.enum(["needs_you"], oneOf(["needs_you"])).optional(),
  sort: z.enum(ORDER_SORTS, oneOf(ORDER_SORTS)).default("created"),
  dir: z.enum(["asc", "desc"], oneOf(["asc", "desc"])).default("desc"),
});

export type OrdersQuery = z.infer<typeof ordersFilter> & {
  page: number;
  /** The admin asking, whom "needs you" means. */
  viewer?: string;
};

/**
 * The list's query string; an empty parameter counts as absent, a bad one is a 400. `adminId` is
 * who asks, whom `assignee=me` means.
 */
export function ordersQuery(params: URLSearchParams, adminId?: string): OrdersQuery {
  const given = filledParams(params);
  const query = {
    ...ordersFilter.parse(given),
    page: pageQuery(new URLSearchParams(given)),
    viewer: adminId,
  };
  return query.assignee === "me" ? { ...query, assignee: adminId ?? "" } : query;
}

/** The order number a search means, if it can be one: "NCS-000123", "000123" and "123" all do. */
export function orderNumberIn(search: string): number | undefined {
  const digits = /^(?:NCS[-\s]?)?(\d{1,9})$/i.exec(search.trim())?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/** One order of a listed submission: its first order or a revision's delta, lapsed ones too. */
export type AdminOrderLine = ChargeView & {
  /** What was given back of it so far, in minor units. */
  refunded: number;
};

/** One row of GET /api/admin/orders: a submission past draft, with its orders. */
export type AdminOrderListItem = {
  correlation_id: string;
  title: string;
  customer_email: string;
  status: (typeof submissionStatus.enumValues)[number];
  /** The latest order (an earlier checkout may have lapsed); null if none was placed. */
  order: OrderView | null;
  /** Every order of the submission, oldest first: the first order, then revisions' deltas. */
  orders: AdminOrderLine[];
  /** What the submission took: its paid orders' totals less their refunds, in minor units. */
  total_paid: number;
  due_date: string | null;
  sla: Sla | null;
  /** The researcher working it, by e-mail; null while nobody is assigned. */
  assignee_email: string | null;
  /** What the customer did that waits for a researcher, oldest first (product.md §14). */
  waiting: AttentionKind[];
  /** Something waits, and for the admin asking: theirs, or nobody's. */
  needs_you: boolean;
  created_at: string;
  updated_at: string;
};

export type AdminOrderPage = {
  items: AdminOrderListItem[];
  page: number;
  page_size: number;
  total_items: number;
};

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The researcher a submission is assigned to. */
const assignee = alias(userProfiles, "assignee");

/** The submissions past draft that `query` asks for, each with its owner and latest order. */
function matchingOrders(query: OrdersQuery) {
  const latestOrder = db()
    .select()
    .from(orders)
    .where(eq(orders.submissionId, submissions.id))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(1)
    .as("latest_order");

  const number = query.q ? orderNumberIn(query.q) : undefined;
  const search = query.q
    ? or(
        ilike(submissions.title, containing(query.q)),
        ilike(userProfiles.email, containing(query.q)),
        // Any of its orders, so a lapsed checkout's number still finds the submission.
        number === undefined
          ? undefined
          : exists(
              db()
                .select({ one: sql`1` })
                .from(orders)
                .where(and(eq(orders.submissionId, submissions.id), eq(orders.number, number))),
            ),
      )
    : undefined;
  const where = and(
    ne(submissions.status, "draft"),
    query.status ? eq(submissions.status, query.status) : undefined,
    query.payment ? eq(latestOrder.status, query.payment) : undefined,
    query.method ? eq(latestOrder.method, query.method) : undefined,
    query.from ? gte(submissions.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(submissions.createdAt, dayAfter(query.to)) : undefined,
    query.attention === "needs_you" ? needsAdmin(query.viewer ?? "") : undefined,
    query.assignee === "none"
      ? isNull(submissions.assigneeId)
      : query.assignee !== undefined
        ? eq(submissions.assigneeId, query.assignee)
        : undefined,
    search,
  );

  const sortColumns: Record<OrdersQuery["sort"], SQL> = {
    created: sql`${submissions.createdAt}`,
    updated: sql`${submissions.updatedAt}`,
    due: sql`${submissions.dueDate}`,
    total: sql`${latestOrder.total}`,
    // The enum's order, which is the order of the workflow.
    status: sql`${submissions.status}`,
    title: sql`lower(${submissions.title})`,
  };
  const direction = sql.raw(query.dir === "asc" ? "asc" : "desc");

  const rows = () =>
    db()
      .select({
        submission: submissions,
        customerEmail: userProfiles.email,
        assigneeEmail: assignee.email,
        waiting: submissionAttention.waiting,
        order: latestOrder._.selectedFields,
      })
      .from(submissions)
      .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
      .leftJoin(assignee, eq(assignee.userId, submissions.assigneeId))
      .leftJoin(submissionAttention, eq(submissionAttention.submissionId, submissions.id))
      .leftJoinLateral(latestOrder, sql`true`)
      .where(where)
      // Submissions not yet paid have no due date, those never ordered no total: last either way.
      .orderBy(
        sql`${sortColumns[query.sort]} ${direction} nulls last`,
        desc(submissions.createdAt),
        desc(submissions.id),
      );
  const total = async () => {
    const [{ total } = { total: 0 }] = await db()
      .select({ total: count() })
      .from(submissions)
      .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
      .leftJoin(submissionAttention, eq(submissionAttention.submissionId, submissions.id))
      .leftJoinLateral(latestOrder, sql`true`)
      .where(where);
    return total;
  };
  return { rows, total };
}

const dayAfter = (isoDay: string) => new Date(`${calendarDaysAfter(isoDay, 1)}T00:00:00Z`);

type MatchingRow = Awaited<ReturnType<ReturnType<typeof matchingOrders>["rows"]>>[number];

/** What `lines` took in all: the paid orders' totals less what was refunded of them. */
export const totalPaid = (lines: Pick<AdminOrderLine, "status" | "total" | "refunded">[]) =>
  lines.reduce((sum, line) => (line.status === "paid" ? sum + line.total - line.refunded : sum), 0);

/** The orders of `submissionIds`, oldest first, each with the revision it paid for. */
async function ordersOfSubmissions(submissionIds: string[]) {
  const bySubmission = new Map<string, AdminOrderLine[]>();
  if (submissionIds.length === 0) return bySubmission;
  const [orderRows, revisionRows] = await Promise.all([
    db()
      .select()
      .from(orders)
      .where(inArray(orders.submissionId, submissionIds))
      .orderBy(asc(orders.createdAt), asc(orders.number)),
    db()
      .select({ submissionId: revisions.submissionId, createdAt: revisions.createdAt })
      .from(revisions)
      .where(inArray(revisions.submissionId, submissionIds))
      .orderBy(asc(revisions.createdAt)),
  ]);
  for (const order of orderRows) {
    const uploads = revisionRows
      .filter((revision) => revision.submissionId === order.submissionId)
      .map((revision) => revision.createdAt);
    const lines = bySubmission.get(order.submissionId) ?? [];
    lines.push({ ...chargeView(order, uploads), refunded: order.refunded });
    bySubmission.set(order.submissionId, lines);
  }
  return bySubmission;
}

/** The list's items for `rows`, each with every order of its submission. */
async function listItems(rows: MatchingRow[], now: Date, viewer: string | undefined) {
  const lines = await ordersOfSubmissions(rows.map((row) => row.submission.id));
  return rows.map((row) => listItem(row, lines.get(row.submission.id) ?? [], now, viewer));
}

function listItem(
  { submission, customerEmail, assigneeEmail, waiting, order }: MatchingRow,
  lines: AdminOrderLine[],
  now: Date,
  viewer: string | undefined,
) {
  const kinds = waitingKinds(waiting ?? {});
  const messageSince = waiting?.message;
  return {
    correlation_id: submission.id,
    title: submission.title,
    customer_email: customerEmail,
    status: submission.status,
    order: order ? orderView(order) : null,
    orders: lines,
    total_paid: totalPaid(lines),
    due_date: submission.dueDate,
    sla: slaOf(
      submission.status,
      submission.dueDate,
      now,
      messageSince ? new Date(messageSince) : null,
    ),
    assignee_email: assigneeEmail,
    waiting: kinds,
    needs_you:
      kinds.length > 0 && (submission.assigneeId === null || submission.assigneeId === viewer),
    created_at: submission.createdAt.toISOString(),
    updated_at: submission.updatedAt.toISOString(),
  } satisfies AdminOrderListItem;
}

/** GET /api/admin/orders: one page of the matching orders, and how many match in all. */
export async function listOrders(query: OrdersQuery, now = new Date()): Promise<AdminOrderPage> {
  const { rows, total } = matchingOrders(query);
  const pageSize = ORDER_LIST.pageSize;
  const [page, totalItems] = await Promise.all([
    rows()
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    total(),
  ]);
  return {
    items: await listItems(page, now, query.viewer),
    page: query.page,
    page_size: pageSize,
    total_items: totalItems,
  };
}

const CSV_COLUMNS = [
  "Order",
  "Kind",
  "Title",
  "Customer",
  "Status",
  "Payment",
  "Method",
  "Total",
  "Refunded",
  "Paid",
  "Currency",
  "Paid at",
  "Due date",
  "SLA",
  "Created",
  "Updated",
  "Submission",
];

/**
 * One record per order of the submission (one with its order cells empty if it has none).
 * "Paid" is what each order took less its refunds, so the column sums to what was taken.
 */
function csvRecords(item: AdminOrderListItem): CsvCell[][] {
  const record = (order: AdminOrderLine | null) => [
    order?.number ?? null,
    order ? orderKindLabel(order.revision) : null,
    item.title,
    item.customer_email,
    SUBMISSION_STATUSES[item.status].label,
    order ? ORDER_STATUS_LABELS[order.status] : null,
    order ? PAYMENT_METHOD_LABELS[order.method] : null,
    order?.total ?? null,
    order?.refunded ?? null,
    order ? totalPaid([order]) : null,
    order?.currency ?? null,
    order?.paid_at ?? null,
    item.due_date,
    item.sla ? SLA_STATES[item.sla].label : null,
    item.created_at,
    item.updated_at,
    item.correlation_id,
  ];
  return item.orders.length === 0 ? [record(null)] : item.orders.map(record);
}

/**
 * Every order of the matching submissions (up to the export limit, whatever the page), the
 * first orders and revisions' deltas alike, as CSV (see `csvText`).
 */
export async function ordersCsv(query: OrdersQuery, now = new Date()): Promise<string> {
  const rows = await matchingOrders(query).rows().limit(ORDER_LIST.exportRows);
  const items = await listItems(rows, now, query.viewer);
  return csvText([CSV_COLUMNS, ...items.flatMap(csvRecords)]);
}

/** GET /api/admin/orders/export: the CSV as a download named for today. */
export async function ordersCsvDownload(query: OrdersQuery, now = new Date()): Promise<Response> {
  return csvDownload(`orders-${now.toISOString().slice(0, 10)}.csv`, await ordersCsv(query, now));
}
