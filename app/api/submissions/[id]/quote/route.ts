import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { getQuote } from "@/lib/submissions/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) => Response.json(await getQuote(user, (await params).id)));
