import type { NextRequest } from "next/server";

import { readQuery } from "@/lib/api/request";
import { requireAdmin } from "@/lib/auth/session";
import { listOrders, ordersQuery } from "@/lib/orders/admin-list";

export const GET = (request: NextRequest) =>
  requireAdmin(request, async () =>
    Response.json(await listOrders(ordersQuery(readQuery(request)))),
  );
