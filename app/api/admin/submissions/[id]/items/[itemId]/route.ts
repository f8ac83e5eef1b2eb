import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { itemChangeInput } from "@/lib/research/input";
import { getItem, updateItem } from "@/lib/research/research";

type Context = { params: Promise<{ id: string; itemId: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => {
    const { id, itemId } = await params;
    return Response.json(await getItem(id, itemId));
  });

export const PATCH = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (user) => {
    const { id, itemId } = await params;
    return Response.json(
      await updateItem(user, id, itemId, await readJson(request, itemChangeInput)),
    );
  });
