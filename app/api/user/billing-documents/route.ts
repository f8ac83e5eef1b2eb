import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { ownBillingDocuments } from "@/lib/billing/read";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) => Response.json(await ownBillingDocuments(user)));
