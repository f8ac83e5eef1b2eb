import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { bulkInput } from "@/lib/research/input";
import { bulkChange } from "@/lib/research/research";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (user) =>
    Response.json(await bulkChange(user, (await params).id, await readJson(request, bulkInput))),
  );
