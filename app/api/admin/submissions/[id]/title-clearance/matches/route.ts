import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { addTitle, addTitleInput } from "@/lib/title-clearance/store";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await addTitle(admin, (await params).id, await readJson(request, addTitleInput)),
      {
        status: 201,
      },
    ),
  );
