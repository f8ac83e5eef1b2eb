import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { uploadScript } from "@/lib/scripts/upload";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) =>
    Response.json(await uploadScript(user, (await params).id, request), { status: 201 }),
  );
