import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { changeRole, removeMember, roleInput } from "@/lib/companies/manage";
import { noContent, readJson } from "@/lib/http/request";

type Context = { params: Promise<{ companyId: string; userId: string }> };

/** An owner gives a member another role (never leaving the company without an owner). */
export const PATCH = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { companyId, userId } = await params;
    await changeRole(user, companyId, userId, await readJson(request, roleInput));
    return noContent();
  });

/** An owner removes a member, whose access ends with their next request. */
export const DELETE = (request: NextRequest, { params }: Context) =>
  requireUser(request, async (user) => {
    const { companyId, userId } = await params;
    await removeMember(user, companyId, userId);
    return noContent();
  });
