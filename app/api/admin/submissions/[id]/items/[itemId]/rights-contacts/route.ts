import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { rightsContactsInput } from "@/lib/rights-contacts/input";
import { saveRightsContacts } from "@/lib/rights-contacts/save";

type Context = { params: Promise<{ id: string; itemId: string }> };

export const PUT = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (user) => {
    const { id, itemId } = await params;
    const input = await readJson(request, rightsContactsInput);
    return Response.json(await saveRightsContacts(user, id, itemId, input));
  });
