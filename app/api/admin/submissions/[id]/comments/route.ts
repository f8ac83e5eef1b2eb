import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { commentInput, commentsQuery } from "@/lib/comments/rules";
import { addComment, listComments } from "@/lib/comments/threads";
import { readJson, readQuery } from "@/lib/http/request";

type Context = { params: Promise<{ id: string }> };

/** Every thread of the submission, internal comments included; `?item=` for one item's. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await listComments(admin, (await params).id, "admin", commentsQuery(readQuery(request))),
    ),
  );

/** A researcher's comment: internal unless `visibility` is "customer" (which e-mails them). */
export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await addComment(admin, (await params).id, "admin", await readJson(request, commentInput)),
      { status: 201 },
    ),
  );
