import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { listReportVersions } from "@/lib/reports/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () =>
    Response.json(await listReportVersions("admin", (await params).id)),
  );
