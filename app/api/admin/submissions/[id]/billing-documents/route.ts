import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { submissionBillingDocuments } from "@/lib/billing/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () =>
    Response.json(await submissionBillingDocuments((await params).id)),
  );
