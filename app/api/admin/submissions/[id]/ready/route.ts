import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { sendForReview } from "@/lib/reports/review";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(await sendForReview(admin, (await params).id)),
  );
