import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { ownBillingDocumentPdf } from "@/lib/billing/read";
import { pdfResponse } from "@/lib/http/pdf-response";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) =>
    pdfResponse(await ownBillingDocumentPdf(user, (await params).id)),
  );
