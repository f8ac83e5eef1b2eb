import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { publishReport } from "@/lib/reports/publish";
import { getReport } from "@/lib/reports/read";

type Context = { params: Promise<{ id: string }> };

/** The latest published version with the customer's decisions, for the researchers. */
export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () => Response.json(await getReport("admin", (await params).id)));

/** Publishes the next version: refused (409) while items are open or nothing changed. */
export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (admin) =>
    Response.json(await publishReport(admin, (await params).id), { status: 201 }),
  );
