import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/request";
import { adminScriptLink } from "@/lib/scripts/link";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () =>
    Response.json(await adminScriptLink((await params).id, readQuery(request).get("file"))),
  );
