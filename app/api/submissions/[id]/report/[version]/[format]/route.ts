import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { reportFileLink } from "@/lib/reports/read";

type Context = { params: Promise<{ id: string; version: string; format: string }> };

/**
 * `{url}`: a short-lived signed link to a file of the owner's report version: its PDF, XLSX, title
 * opinion or annotated script.
 */
export const GET = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { id, version, format } = await params;
    return Response.json(await reportFileLink(user, id, version, format));
  });
