import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { applyProformaAction, proformaActionInput } from "@/lib/proformas/admin";
import { proformaDraftInput } from "@/lib/proformas/amounts";
import { getProforma } from "@/lib/proformas/read";
import { updateProformaDraft } from "@/lib/proformas/workflow";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => Response.json(await getProforma((await params).id)));

export const PATCH = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) => {
    const { id } = await params;
    await updateProformaDraft(admin, id, await readJson(request, proformaDraftInput));
    return Response.json(await getProforma(id));
  });

export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) => {
    const { id } = await params;
    await applyProformaAction(admin, id, await readJson(request, proformaActionInput));
    return Response.json(await getProforma(id));
  });
