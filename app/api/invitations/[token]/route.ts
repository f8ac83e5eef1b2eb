import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { acceptInvitation } from "@/lib/companies/invitations";

/** The signed-in user, whose verified e-mail is the invited one, joins the company. */
export const POST = (request: NextRequest, { params }: { params: Promise<{ token: string }> }) =>
  requireUser(request, async (user) =>
    Response.json(await acceptInvitation(user, (await params).token)),
  );
