import "server-only";

import { desc, eq } from "drizzle-orm";

import { orderNumber } from "@/config/orders";
import { db, type Transaction } from "@/lib/db/client";
import { orders } from "@/lib/db/schema";
import { revisionOfOrder } from "@/lib/revisions/history";

export type OrderRow = typeof orders.$inferSelect;

/** A submission's order as its owner sees it on the return and submission pages. */
export type OrderView = {
  number: string;
  status: OrderRow["status"];
  method: OrderRow["method"];
  total: number;
  discount: number;
  currency: string;
  paid_at: string | null;
};

/** The latest order of a submission (an earlier one may have lapsed). */
export async function latestOrderOf(submissionId: string): Promise<OrderRow | undefined> {
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.submissionId, submissionId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order;
}

/** Every order of a submission, newest first (an earlier one may have lapsed). */
export const ordersOf = (submissionId: string, executor: Transaction = db()): Promise<OrderRow[]> =>
  executor
    .select()
    .from(orders)
    .where(eq(orders.submissionId, submissionId))
    .orderBy(desc(orders.createdAt));

export function orderView(order: OrderRow): OrderView {
  return {
    number: orderNumber(order.number),
    status: order.status,
    method: order.method,
    total: order.total,
    discount: order.discount,
    currency: order.currency,
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

/** An order of one submission, with what it paid for. */
export type ChargeView = OrderView & {
  /** The revision whose delta quote it pays (1, 2…), or null for the first order. */
  revision: number | null;
};

/** An order as admins see it: what they can act on, and what was given back (product.md §7.1). */
export type AdminOrderView = ChargeView & {
  id: string;
  /** Minor units refunded so far. */
  refunded: number;
};

/** `uploads`: the submission's revisions' upload times, oldest first (see `revisionOfOrder`). */
export const chargeView = (order: OrderRow, uploads: Date[]): ChargeView => ({
  ...orderView(order),
  revision: revisionOfOrder(order.createdAt, uploads),
});
