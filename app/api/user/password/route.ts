import type { NextRequest } from "next/server";

import { noContent, readJson } from "@/lib/api/request";
import { requireUser } from "@/lib/auth/session";
import { changePassword, changePasswordInput } from "@/lib/users/account";

export const POST = (request: NextRequest) =>
  requireUser(request, async (user) => {
    await changePassword(user, await readJson(request, changePasswordInput));
    return noContent();
  });
