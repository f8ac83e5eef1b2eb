import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { commentsQuery } from "@/lib/comments/rules";
import { listComments, postComment } from "@/lib/comments/threads";
import { readQuery } from "@/lib/http/request";

type Context = { params: Promise<{ id: string }> };

/** The owner's view of the threads: customer-visible comments only; 404 for anyone else. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) =>
    Response.json(
      await listComments(user, (await params).id, "customer", commentsQuery(readQuery(request))),
    ),
  );

/** The owner's comment (JSON, or a form with files), visible to researchers and the customer alike. */
export const POST = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) =>
    Response.json(await postComment(user, (await params).id, "customer", request), { status: 201 }),
  );
