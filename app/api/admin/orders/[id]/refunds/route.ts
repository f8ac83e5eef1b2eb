import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { refundInput, refundOrder } from "@/lib/payments/order-refunds";

/** POST /api/admin/orders/{id}/refunds: gives back all or part of a paid order (product.md §7.1). */
export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await refundOrder(admin, (await params).id, await readJson(request, refundInput)),
      { status: 201 },
    ),
  );
