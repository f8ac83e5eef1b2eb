import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { attachmentLink } from "@/lib/comments/attachments";

type Context = { params: Promise<{ id: string; attachmentId: string }> };

/** A short-lived link to a file on any comment of the submission, internal ones included. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) => {
    const { id, attachmentId } = await params;
    return Response.json(await attachmentLink(admin, id, attachmentId, "admin"));
  });
