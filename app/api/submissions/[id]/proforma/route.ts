import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { checkoutInput } from "@/lib/payments/checkout";
import { ownProforma } from "@/lib/proformas/read";
import { requestProforma } from "@/lib/proformas/workflow";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => Response.json(await ownProforma(user, (await params).id)));

export const POST = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { id } = await params;
    await readJson(request, checkoutInput);
    await requestProforma(user, id);
    return Response.json(await ownProforma(user, id), { status: 201 });
  });
