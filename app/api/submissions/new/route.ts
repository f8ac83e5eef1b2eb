import type { NextRequest } from "next/server";

import { COMPANY_COOKIE } from "@/config/companies";
import { requireUser } from "@/lib/auth/session";
import { startDraft } from "@/lib/submissions/drafts";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) =>
    Response.json(await startDraft(user, request.cookies.get(COMPANY_COOKIE)?.value)),
  );
