import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { createVoucher, listVouchers, newVoucherInput } from "@/lib/vouchers/admin";

export const GET = (request: NextRequest) =>
  requireAdmin(request, async () => Response.json(await listVouchers()));

export const POST = (request: NextRequest) =>
  requireAdmin(request, async () =>
    Response.json(await createVoucher(await readJson(request, newVoucherInput)), { status: 201 }),
  );
