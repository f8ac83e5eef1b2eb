import type { NextRequest } from "next/server";

import { noContent, readJson } from "@/lib/api/request";
import { requireUser } from "@/lib/auth/session";
import { deleteAccount, deleteAccountInput } from "@/lib/users/account";

export const DELETE = (request: NextRequest) =>
  requireUser(request, async (user) => {
    await deleteAccount(user, await readJson(request, deleteAccountInput));
    return noContent();
  });
