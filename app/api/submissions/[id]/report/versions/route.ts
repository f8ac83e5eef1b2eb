import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { listReportVersions } from "@/lib/reports/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) =>
    Response.json(await listReportVersions(user, (await params).id)),
  );
