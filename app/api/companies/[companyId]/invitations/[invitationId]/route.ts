import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { revokeInvitation } from "@/lib/companies/invitations";
import { noContent } from "@/lib/http/request";

type Context = { params: Promise<{ companyId: string; invitationId: string }> };

/** An owner withdraws an open invitation: its link stops working. */
export const DELETE = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { companyId, invitationId } = await params;
    await revokeInvitation(user, companyId, invitationId);
    return noContent();
  });
