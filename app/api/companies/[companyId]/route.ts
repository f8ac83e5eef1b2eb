import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { companyView } from "@/lib/companies/read";

/** The company's members; for owners also its open invitations and audit trail. */
export const GET = (request: NextRequest, { params }: { params: Promise<{ companyId: string }> }) =>
  requireUser(request, async (user) =>
    Response.json(await companyView(user, (await params).companyId)),
  );
