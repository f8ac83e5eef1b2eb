import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { noContent } from "@/lib/http/request";
import { signOutEverywhere } from "@/lib/users/account";

/** Sign out everywhere. */
export const DELETE = (request: NextRequest) =>
  requireUser(request, async (user) => {
    await signOutEverywhere(user);
    return noContent();
  });
