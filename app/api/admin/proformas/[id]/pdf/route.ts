import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { pdfResponse } from "@/lib/http/pdf-response";
import { proformaPdf } from "@/lib/proformas/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () => pdfResponse(await proformaPdf((await params).id)));
