import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { bulkUndoInput } from "@/lib/research/input";
import { undoBulkChange } from "@/lib/research/research";

/** Restores what a bulk change replaced, on the items nobody saved since. */
export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (user) =>
    Response.json(
      await undoBulkChange(user, (await params).id, await readJson(request, bulkUndoInput)),
    ),
  );
