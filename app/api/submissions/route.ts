import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/request";
import { listSubmissions, pageQuery } from "@/lib/submissions/read";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) =>
    Response.json(await listSubmissions(user, pageQuery(readQuery(request)))),
  );
