import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { previewReport } from "@/lib/reports/preview";

/** The next version's figures and what would keep it from publishing; nothing is stored. */
export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(await previewReport(admin, (await params).id)),
  );
