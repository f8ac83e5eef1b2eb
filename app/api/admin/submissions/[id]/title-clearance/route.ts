import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { getTitleClearance, saveTitleReport, titleReportInput } from "@/lib/title-clearance/store";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => Response.json(await getTitleClearance((await params).id)));

export const PATCH = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await saveTitleReport(admin, (await params).id, await readJson(request, titleReportInput)),
    ),
  );
