import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { noContent, readJson } from "@/lib/http/request";
import { changePassword, changePasswordInput } from "@/lib/users/account";

export const POST = (request: NextRequest) =>
  requireUser(request, async (user) => {
    await changePassword(user, await readJson(request, changePasswordInput));
    return noContent();
  });
