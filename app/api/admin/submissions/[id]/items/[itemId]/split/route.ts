import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { splitInput } from "@/lib/clearance-items/input";
import { splitItem } from "@/lib/clearance-items/research";
import { readJson } from "@/lib/http/request";

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
