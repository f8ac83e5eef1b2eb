import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { listShareLinks } from "@/lib/share-links/manage";

type Context = { params: Promise<{ id: string }> };

/** The submission's share links and their use, for the researchers. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () =>
    Response.json(await listShareLinks("admin", (await params).id)),
  );
