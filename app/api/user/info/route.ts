import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { userInfo } from "@/lib/users/account";

// Checking the database lets a role granted or revoked since sign-in reach the token now.
export const GET = (request: NextRequest) =>
  requireUser(request, async (user) => Response.json(await userInfo(user)), {
    checkDatabase: true,
  });
