import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { applyVoucher, removeVoucher, voucherCodeInput } from "@/lib/submissions/voucher";

type Context = { params: Promise<{ id: string }> };

export const PUT = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { code } = await readJson(request, voucherCodeInput);
    return Response.json(await applyVoucher(user, (await params).id, code));
  });

export const DELETE = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => Response.json(await removeVoucher(user, (await params).id)));
