"use client";

import { notifications } from "@mantine/notifications";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";

import { initSuperTokensOnce, setRouter } from "./frontend-config";
import { startedSdk } from "./sdk-start";
import { takeSignInNotice } from "./session-client";

const AuthOptionsContext = createContext({ googleEnabled: false });

/** Whether Google sign-in is offered (decided by the server's configuration). */
export const useAuthOptions = () => useContext(AuthOptionsContext);

/**
 * Starts supertokens-auth-react once in the browser, for the screens under /auth only. Reached
 * by client navigation from a page that started the lighter session client (a link, a server
 * redirect to sign-in), it cannot start: the page loads afresh. The session context is not
 * given here but by a `SuperTokensWrapper` around each part that reads it (the header, the auth
 * screens): it changes once the SDK has looked at the cookies, and a context change above a page
 * that is still streaming in makes React render that page again in the browser instead of
 * hydrating it.
 */
export function SuperTokensProvider({
  children,
  googleEnabled,
}: {
  children: ReactNode;
  googleEnabled: boolean;
}) {
  // Only ever true after client navigation, never while hydrating (nothing started yet then).
  const reload = typeof window !== "undefined" && startedSdk() === "web-js";
  // Before the first render of the wrapper, which needs the SDK: hence here, not in an effect.
  if (typeof window !== "undefined" && !reload) initSuperTokensOnce({ googleEnabled });
  setRouter(useRouter(), usePathname());
  useEffect(() => {
    if (reload) return window.location.reload();
    const notice = takeSignInNotice();
    if (notice) notifications.show({ color: "green", message: notice });
    window.addEventListener("unhandledrejection", ignoreEndedSession);
    return () => window.removeEventListener("unhandledrejection", ignoreEndedSession);
  }, [reload]);
  const options = useMemo(() => ({ googleEnabled }), [googleEnabled]);
  if (reload) return null;
  return <AuthOptionsContext.Provider value={options}>{children}</AuthOptionsContext.Provider>;
}

/**
 * When a session ends while the SDK re-validates its claims (sign-out, sign out everywhere), the
 * SDK's validation rejects with "No session exists" and nobody awaits it; the session context
 * already updates itself, so this one rejection is expected and not an error.
 */
function ignoreEndedSession(event: PromiseRejectionEvent): void {
  if (event.reason instanceof Error && event.reason.message === "No session exists")
    event.preventDefault();
}
