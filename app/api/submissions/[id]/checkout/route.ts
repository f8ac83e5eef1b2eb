import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { noContent, readJson } from "@/lib/http/request";
import { cancelCheckout, checkoutInput, startCardCheckout } from "@/lib/payments/checkout";

type Context = { params: Promise<{ id: string }> };

export const POST = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    await readJson(request, checkoutInput);
    return Response.json(await startCardCheckout(user, (await params).id));
  });

export const DELETE = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    await cancelCheckout(user, (await params).id);
    return noContent();
  });
