import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { revokeShareLink } from "@/lib/share-links/manage";

type Context = { params: Promise<{ id: string; linkId: string }> };

/** Revokes the link: its next use answers that it was revoked. */
export const DELETE = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { id, linkId } = await params;
    return Response.json(await revokeShareLink(user, id, linkId));
  });
