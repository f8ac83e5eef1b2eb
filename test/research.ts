import { POST as changeStatus } from "@/app/api/admin/submissions/[id]/status/route";
import type { SignedInUser } from "@/lib/auth/session";
import { markOrderPaid, placeOrder } from "@/lib/orders/place";

import { params, type Customer } from "./signed-in";

/**
 * `owner`'s submission `id` paid by card (the processor's word) and moved into research by
 * `admin` through the status route, as a researcher starts it; the paid order.
 */
export async function paidIntoResearch(owner: Customer, admin: Customer, id: string) {
  const order = await placeOrder({ id: owner.id } as SignedInUser, id, "card");
  await markOrderPaid(order.id, { actor: "system", reference: `pi_${order.id}` });
  const moved = await changeStatus(
    admin.request("POST", `/api/admin/submissions/${id}/status`, {
      json: { from: "paid", to: "in_research" },
    }),
    params({ id }),
  );
  expect(moved.status).toBe(200);
  return order;
}
