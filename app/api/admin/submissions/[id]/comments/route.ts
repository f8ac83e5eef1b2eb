import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { commentsQuery } from "@/lib/comments/rules";
import { listComments, postComment } from "@/lib/comments/threads";
import { readQuery } from "@/lib/http/request";

type Context = { params: Promise<{ id: string }> };

/** Every thread of the submission, internal comments included; `?item=` for one item's. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await listComments(admin, (await params).id, "admin", commentsQuery(readQuery(request))),
    ),
  );

/**
 * A researcher's comment (JSON, or a form with files): internal unless `visibility` is "customer"
 * (which e-mails them).
 */
export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(await postComment(admin, (await params).id, "admin", request), { status: 201 }),
  );
