"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { ApiError } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { UserInfo } from "@/lib/users/account";

/**
 * `GET /api/user/info` (spec §7); the parts of a page that ask share one call. The server
 * answers from a database-checked session, so a role granted or revoked since sign-in reaches
 * this browser's token now.
 */
function useUserInfo(): UserInfo | undefined {
  const { data } = useResource(routes.user.info, {}, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      // A 401 means the session just ended (signed out elsewhere): nothing to report.
      if (!(error instanceof ApiError && error.status === 401))
        console.error("Could not load the account", error);
    },
  });
  return data;
}

/**
 * The server rendered this page for a user who is admin or not (`isAdmin`), as the token said.
 * If the account lookup, which refreshed the token, says otherwise, the server renders again.
 */
export function useRoleRecheck(isAdmin: boolean): void {
  const info = useUserInfo();
  const router = useRouter();
  useEffect(() => {
    if (info && info.isAdmin !== isAdmin) router.refresh();
  }, [info, isAdmin, router]);
}
