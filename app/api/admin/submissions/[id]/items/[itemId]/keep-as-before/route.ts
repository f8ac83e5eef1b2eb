import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { keepAsBeforeInput } from "@/lib/research/input";
import { keepAsBefore } from "@/lib/research/research";

type Context = { params: Promise<{ id: string; itemId: string }> };

/** An item a revised draft sent back takes its verdict from before again (docs/product.md §13). */
export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (user) => {
    const { id, itemId } = await params;
    const input = await readJson(request, keepAsBeforeInput);
    return Response.json(await keepAsBefore(user, id, itemId, input));
  });
