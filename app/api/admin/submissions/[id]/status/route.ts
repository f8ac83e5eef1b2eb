import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import {
  adminStatusChangeInput,
  changeSubmissionStatusByAdmin,
} from "@/lib/submissions/admin-status";

export const POST = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireAdmin(request, async (admin) =>
    Response.json(
      await changeSubmissionStatusByAdmin(
        admin,
        (await params).id,
        await readJson(request, adminStatusChangeInput),
      ),
    ),
  );
