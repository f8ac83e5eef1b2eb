import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { attachmentLink } from "@/lib/comments/attachments";

type Context = { params: Promise<{ id: string; attachmentId: string }> };

/** A short-lived link to a file on a customer-visible comment of the owner's submission; else 404. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { id, attachmentId } = await params;
    return Response.json(await attachmentLink(user, id, attachmentId, "customer"));
  });
