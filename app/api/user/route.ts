import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { noContent, readJson } from "@/lib/http/request";
import { deleteAccount, deleteAccountInput } from "@/lib/users/account";

export const DELETE = (request: NextRequest) =>
  requireUser(request, async (user) => {
    await deleteAccount(user, await readJson(request, deleteAccountInput));
    return noContent();
  });
