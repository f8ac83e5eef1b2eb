import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { mergeInput } from "@/lib/clearance-items/input";
import { mergeItems } from "@/lib/clearance-items/research";
import { readJson } from "@/lib/http/request";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (user) =>
    Response.json(await mergeItems(user, (await params).id, await readJson(request, mergeInput))),
  );
