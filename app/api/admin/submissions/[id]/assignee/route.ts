import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { assignmentInput, assignSubmission } from "@/lib/submissions/assignment";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await assignSubmission(admin, (await params).id, await readJson(request, assignmentInput)),
    ),
  );
