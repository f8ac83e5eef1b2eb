import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { scriptLink } from "@/lib/scripts/link";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) => Response.json(await scriptLink(user, (await params).id)));
