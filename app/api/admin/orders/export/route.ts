import type { NextRequest } from "next/server";

import { readQuery } from "@/lib/api/request";
import { requireAdmin } from "@/lib/auth/session";
import { ordersCsvDownload, ordersQuery } from "@/lib/orders/admin-list";

export const GET = (request: NextRequest) =>
  requireAdmin(request, () => ordersCsvDownload(ordersQuery(readQuery(request))));
