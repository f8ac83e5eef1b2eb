import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { decideItem, decisionInput } from "@/lib/reports/decisions";

type Context = { params: Promise<{ id: string; itemId: string }> };

/** The owner's decision on one item of the latest report; a question also comments on it. */
export const PUT = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { id, itemId } = await params;
    return Response.json(
      await decideItem(user, id, itemId, await readJson(request, decisionInput)),
    );
  });
