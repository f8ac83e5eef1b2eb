import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/request";
import { ordersCsvDownload, ordersQuery } from "@/lib/orders/admin-list";

export const GET = (request: NextRequest) =>
  requireAdmin(request, (admin) => ordersCsvDownload(ordersQuery(readQuery(request), admin.id)));
