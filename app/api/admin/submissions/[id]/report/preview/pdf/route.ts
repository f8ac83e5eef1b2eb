import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { pdfResponse } from "@/lib/http/pdf-response";
import { previewReportPdf } from "@/lib/reports/preview";

/** The PDF publishing would store now, marked "DRAFT — not published"; nothing is stored. */
export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    pdfResponse(await previewReportPdf(admin, (await params).id), { inline: true }),
  );
