import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { noContent, readJson } from "@/lib/http/request";
import { requestClientIp } from "@/lib/security/trusted-proxies";
import { changePassword, changePasswordInput } from "@/lib/users/account";

export const POST = (request: NextRequest) =>
  requireUser(request, async (user) => {
    const input = await readJson(request, changePasswordInput);
    await changePassword(user, input, requestClientIp(request.headers));
    return noContent();
  });
