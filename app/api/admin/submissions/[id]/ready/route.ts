import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { markReadyForDelivery } from "@/lib/submissions/assignment";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(await markReadyForDelivery(admin, (await params).id)),
  );
