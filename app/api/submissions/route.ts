import type { NextRequest } from "next/server";

import { readQuery } from "@/lib/api/request";
import { requireUser } from "@/lib/auth/session";
import { listSubmissions, pageQuery } from "@/lib/submissions/read";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) =>
    Response.json(await listSubmissions(user, pageQuery(readQuery(request)))),
  );
