"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { redirectToAuth } from "supertokens-auth-react";
import { attemptRefreshingSession } from "supertokens-auth-react/recipe/session";

import { DelayedPlaceholder } from "@/components/layout/delayed-placeholder";

/**
 * Shown by the server in place of a page whose access token has expired: the browser refreshes
 * the session with its refresh token and asks the server again; without one, on to sign-in.
 */
export function SessionRefresh() {
  const router = useRouter();
  useEffect(() => {
    let current = true;
    attemptRefreshingSession()
      .catch(() => false)
      .then((refreshed) => {
        if (!current) return;
        if (refreshed) router.refresh();
        else void redirectToAuth({ redirectBack: true });
      });
    return () => {
      current = false;
    };
  }, [router]);
  return <DelayedPlaceholder />;
}
