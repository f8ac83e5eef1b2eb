import type { NextRequest } from "next/server";

import { COMPANY_COOKIE } from "@/config/companies";
import { requireUser } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/request";
import { listSubmissions, pageQuery } from "@/lib/submissions/read";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) =>
    Response.json(
      await listSubmissions(
        user,
        pageQuery(readQuery(request)),
        request.cookies.get(COMPANY_COOKIE)?.value,
      ),
    ),
  );
