import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { getAdminSubmission } from "@/lib/submissions/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () => Response.json(await getAdminSubmission((await params).id)));
