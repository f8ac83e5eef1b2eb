import { and, count, eq } from "drizzle-orm";

import { db } from "@/lib/db/client";
import { voucherRedemptions, vouchers } from "@/lib/db/schema";

import { normaliseCode, type VoucherUsage } from "./rules";

export type VoucherRow = typeof vouchers.$inferSelect;

export async function voucherByCode(code: string) {
  const [row] = await db()
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseCode(code)));
  return row;
}

/** How often a voucher was redeemed, overall and by one customer. */
export async function usageOf(voucherId: string, userId: string): Promise<VoucherUsage> {
  const [[overall], [mine]] = await Promise.all([
    db()
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucherId)),
    db()
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(
        and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)),
      ),
  ]);
  return { total: overall?.n ?? 0, byCustomer: mine?.n ?? 0 };
}

export async function voucherById(id: string) {
  const [row] = await db().select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}
