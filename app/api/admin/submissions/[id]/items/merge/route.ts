import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { mergeInput } from "@/lib/research/input";
import { mergeItems } from "@/lib/research/research";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (user) =>
    Response.json(await mergeItems(user, (await params).id, await readJson(request, mergeInput))),
  );
