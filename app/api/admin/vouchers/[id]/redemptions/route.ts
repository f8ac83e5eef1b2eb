import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { listRedemptions } from "@/lib/vouchers/admin";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () => Response.json(await listRedemptions((await params).id)));
