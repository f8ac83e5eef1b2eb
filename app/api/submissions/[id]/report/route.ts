import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { getReport } from "@/lib/reports/read";

/** The owner's latest report version with their decisions; 404 for anyone else. */
export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) => Response.json(await getReport(user, (await params).id)));
