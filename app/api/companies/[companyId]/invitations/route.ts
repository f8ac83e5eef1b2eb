import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { invitationInput, inviteMember } from "@/lib/companies/invitations";
import { readJson } from "@/lib/http/request";

/** An owner invites an e-mail address with a role; the invitation e-mail is sent now. */
export const POST = (
  request: NextRequest,
  { params }: { params: Promise<{ companyId: string }> },
) =>
  requireUser(request, async (user) =>
    Response.json(
      await inviteMember(user, (await params).companyId, await readJson(request, invitationInput)),
      { status: 201 },
    ),
  );
