import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { splitInput } from "@/lib/research/input";
import { splitItem } from "@/lib/research/research";

export const POST = (
  request: NextRequest,
  { params }: { params: Promise<{ id: string; itemId: string }> },
) =>
  requireAdmin(request, async (user) => {
    const { id, itemId } = await params;
    return Response.json(await splitItem(user, id, itemId, await readJson(request, splitInput)), {
      status: 201,
    });
  });
