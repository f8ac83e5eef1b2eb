"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { DelayedPlaceholder } from "@/components/layout/delayed-placeholder";
import { signInPath } from "@/lib/auth/gate";

import { refreshSession } from "./session-client";

/**
 * Shown by the server in place of a page whose access token has expired: the browser refreshes
 * the session with its refresh token and asks the server again; without one, on to sign-in and
 * back (a full page load: sign-in runs its own SDK).
 */
export function SessionRefresh() {
  const router = useRouter();
  useEffect(() => {
    let current = true;
    void refreshSession().then((refreshed) => {
      if (!current) return;
      if (refreshed) router.refresh();
      else window.location.assign(signInPath(window.location.pathname + window.location.search));
    });
    return () => {
      current = false;
    };
  }, [router]);
  return <DelayedPlaceholder />;
}
