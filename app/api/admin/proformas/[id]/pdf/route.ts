import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { pdfResponse, proformaPdf } from "@/lib/proformas/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () => pdfResponse(await proformaPdf((await params).id)));
