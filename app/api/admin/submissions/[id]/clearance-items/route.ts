import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/request";
import { clearanceItemsQuery, getClearanceItems } from "@/lib/submissions/read";

export const GET = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async () =>
    Response.json(
      await getClearanceItems((await params).id, clearanceItemsQuery(readQuery(request))),
    ),
  );
