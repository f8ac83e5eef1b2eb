"use client";

import { useEffect, useState } from "react";
import { useSessionContext } from "supertokens-auth-react/recipe/session";

import { api, ApiError } from "@/lib/api-client/fetch";
import type { UserInfo } from "@/lib/users/account";

/**
 * `GET /api/user/info` (spec §7) once a session exists. The server answers from a
 * database-checked session, so a role granted since sign-in reaches this browser's token now.
 */
export function useUserInfo(): { info: UserInfo | undefined } {
  const session = useSessionContext();
  const signedIn =
    !session.loading && session.doesSessionExist && session.invalidClaims.length === 0;
  const userId = signedIn ? session.userId : undefined;
  const [info, setInfo] = useState<UserInfo>();

  useEffect(() => {
    if (!userId) return;
    let current = true;
    api
      .get<UserInfo>("/user/info")
      .then((answer) => current && setInfo(answer))
      .catch((error: unknown) => {
        // A 401 means the session just ended (signed out elsewhere); the page moves on by itself.
        if (current && !(error instanceof ApiError && error.status === 401)) {
          console.error("Could not load the account", error);
        }
      });
    return () => {
      current = false;
    };
  }, [userId]);

  return { info: userId ? info : undefined };
}
