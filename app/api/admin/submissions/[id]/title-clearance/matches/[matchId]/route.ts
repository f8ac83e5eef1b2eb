import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { changeTitleMatch, titleMatchChangeInput } from "@/lib/title-clearance/store";

type Context = { params: Promise<{ id: string; matchId: string }> };

export const PATCH = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) => {
    const { id, matchId } = await params;
    return Response.json(
      await changeTitleMatch(admin, id, matchId, await readJson(request, titleMatchChangeInput)),
    );
  });
