import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/request";
import { getBillingDetails, saveBillingDetails } from "@/lib/users/billing";
import { billingDetailsSchema } from "@/lib/users/billing-details";

export const GET = (request: NextRequest) =>
  requireUser(request, async (user) => Response.json({ billing: await getBillingDetails(user) }));

export const PATCH = (request: NextRequest) =>
  requireUser(request, async (user) =>
    Response.json({
      billing: await saveBillingDetails(user, await readJson(request, billingDetailsSchema)),
    }),
  );
