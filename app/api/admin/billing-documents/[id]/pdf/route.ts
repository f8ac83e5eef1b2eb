import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { billingDocumentPdf } from "@/lib/billing/read";
import { pdfResponse } from "@/lib/http/pdf-response";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () => pdfResponse(await billingDocumentPdf((await params).id)));
