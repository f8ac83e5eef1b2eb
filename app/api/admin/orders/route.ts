import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/request";
import { listOrders, ordersQuery } from "@/lib/orders/admin-list";

export const GET = (request: NextRequest) =>
  requireAdmin(request, async (admin) =>
    Response.json(await listOrders(ordersQuery(readQuery(request), admin.id))),
  );
