import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { reportFileLink } from "@/lib/reports/read";

type Context = { params: Promise<{ id: string; version: string; format: string }> };

/** `{url}`: a short-lived signed link to the version's PDF, XLSX, title opinion or annotated script. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => {
    const { id, version, format } = await params;
    return Response.json(await reportFileLink("admin", id, version, format));
  });
