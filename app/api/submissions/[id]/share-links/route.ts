import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { createShareLinkSchema } from "@/lib/share-links/input";
import { createShareLink, listShareLinks } from "@/lib/share-links/manage";

type Context = { params: Promise<{ id: string }> };

/** The submission's share links, newest first, each with its openings and downloads. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) =>
    Response.json(await listShareLinks(user, (await params).id)),
  );

/** A new link to the published report; its URL is in this answer only. */
export const POST = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) =>
    Response.json(
      await createShareLink(
        user,
        (await params).id,
        await readJson(request, createShareLinkSchema),
      ),
      { status: 201 },
    ),
  );
