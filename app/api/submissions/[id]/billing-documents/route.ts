import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { ownSubmissionBillingDocuments } from "@/lib/billing/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) =>
    Response.json(await ownSubmissionBillingDocuments(user, (await params).id)),
  );
