import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { getReportName, saveReportName } from "@/lib/users/report-name";
import { reportNameSchema } from "@/lib/users/report-name-input";

export const GET = (request: NextRequest) =>
  requireAdmin(request, async (user) => Response.json({ name: await getReportName(user) }));

export const PATCH = (request: NextRequest) =>
  requireAdmin(request, async (user) =>
    Response.json({ name: await saveReportName(user, await readJson(request, reportNameSchema)) }),
  );
