import type { NextRequest } from "next/server";

import { BODY_LIMITS } from "@/config/http";
import { requireUser } from "@/lib/auth/session";
import { noContent, readJson } from "@/lib/http/request";
import { draftChangesSchema } from "@/lib/submissions/details";
import { deleteDraft, updateDraft } from "@/lib/submissions/drafts";
import { getSubmission } from "@/lib/submissions/read";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => Response.json(await getSubmission(user, (await params).id)));

export const PATCH = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) =>
    Response.json(
      await updateDraft(
        user,
        (await params).id,
        await readJson(request, draftChangesSchema, BODY_LIMITS.draft),
      ),
    ),
  );

export const DELETE = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    await deleteDraft(user, (await params).id);
    return noContent();
  });
