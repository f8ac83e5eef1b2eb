import "server-only";

import { and, count, eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/lib/db/client";
import { orders, voucherRedemptions, vouchers } from "@/lib/db/schema";

import { normaliseCode, type VoucherUsage } from "./rules";

export type VoucherRow = typeof vouchers.$inferSelect;

export async function voucherByCode(code: string) {
  const [row] = await db()
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseCode(code)));
  return row;
}

/**
 * How often a voucher is used, overall and by one customer: redemptions on paid orders, and
 * pending orders that hold a use until they are paid or lapse.
 */
export async function usageOf(
  voucherId: string,
  userId: string,
  executor: Transaction = db(),
): Promise<VoucherUsage> {
  const uses = executor
    .select({ userId: voucherRedemptions.userId })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .unionAll(
      executor
        .select({ userId: orders.userId })
        .from(orders)
        .where(and(eq(orders.voucherId, voucherId), eq(orders.status, "pending"))),
    )
    .as("uses");
  const [row] = await executor
    .select({
      total: count(),
      byCustomer: sql<number>`count(*) filter (where ${uses.userId} = ${userId})`.mapWith(Number),
    })
    .from(uses);
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

export async function voucherById(id: string) {
  const [row] = await db().select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}
