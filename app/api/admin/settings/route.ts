import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { listSettings, settingsInput, updateSettings } from "@/lib/settings/store";

export const GET = (request: NextRequest) =>
  requireAdmin(request, async () => Response.json(await listSettings()));

export const PATCH = (request: NextRequest) =>
  requireAdmin(request, async (admin) =>
    Response.json(await updateSettings(admin, await readJson(request, settingsInput))),
  );
