import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { bulkInput } from "@/lib/clearance-items/input";
import { bulkChange } from "@/lib/clearance-items/research";
import { readJson } from "@/lib/http/request";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (user) =>
    Response.json(await bulkChange(user, (await params).id, await readJson(request, bulkInput))),
  );
