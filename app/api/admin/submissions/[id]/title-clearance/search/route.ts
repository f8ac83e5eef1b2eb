import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { searchAgain } from "@/lib/title-clearance/store";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () => Response.json(await searchAgain((await params).id)));
