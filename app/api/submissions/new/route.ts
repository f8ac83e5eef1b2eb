import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { startDraft } from "@/lib/submissions/drafts";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) => Response.json(await startDraft(user)));
