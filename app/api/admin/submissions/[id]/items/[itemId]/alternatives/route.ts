import type { NextRequest } from "next/server";

import {
  itemSuggestions,
  rejectSuggestion,
  rejectSuggestionInput,
} from "@/lib/alternatives/item-suggestions";
import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";

type Context = { params: Promise<{ id: string; itemId: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => {
    const { id, itemId } = await params;
    return Response.json(await itemSuggestions(id, itemId));
  });

export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (user) => {
    const { id, itemId } = await params;
    const input = await readJson(request, rejectSuggestionInput);
    return Response.json(await rejectSuggestion(user, id, itemId, input));
  });
