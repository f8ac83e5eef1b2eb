import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { pdfResponse } from "@/lib/http/pdf-response";
import { ownProformaPdf } from "@/lib/proformas/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) => pdfResponse(await ownProformaPdf(user, (await params).id)));
