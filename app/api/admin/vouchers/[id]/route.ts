import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { updateVoucher, voucherChangesInput } from "@/lib/vouchers/admin";

export const PATCH = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () =>
    Response.json(
      await updateVoucher((await params).id, await readJson(request, voucherChangesInput)),
    ),
  );
