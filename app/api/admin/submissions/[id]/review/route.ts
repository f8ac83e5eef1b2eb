import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { decideReview, reviewDecisionInput } from "@/lib/reports/review";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await decideReview(admin, (await params).id, await readJson(request, reviewDecisionInput)),
    ),
  );
