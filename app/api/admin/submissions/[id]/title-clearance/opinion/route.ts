import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { attachOpinion, opinionLink, removeOpinion } from "@/lib/title-clearance/opinion";

type Context = { params: Promise<{ id: string }> };

/** A short-lived signed link to the attorney's opinion. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => Response.json(await opinionLink((await params).id)));

export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(await attachOpinion(admin, (await params).id, request), { status: 201 }),
  );

export const DELETE = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(await removeOpinion(admin, (await params).id)),
  );
