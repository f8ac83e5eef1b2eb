"use client";

import { usePathname, useRouter } from "next/navigation";
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import type { AuthRecipeComponentsOverrideContextProvider } from "supertokens-auth-react/ui";
import type SuperTokensUI from "supertokens-auth-react/ui";

import type { AuthScreenVariant } from "@/lib/auth/auth-screen";

import { initSuperTokensOnce, setRouter, type ExtraRecipe } from "./frontend-config";
import { startedSdk } from "./sdk-start";
import { takeSignInNotice } from "./session-client";

/** The prebuilt screens under /auth, one per recipe offered. */
export type PrebuiltScreens = Parameters<typeof SuperTokensUI.getRoutingComponent>[0];

/** Overrides of the sign-in page's parts (its header, its list of forms, its footer). */
export type AuthPageOverrides = ComponentProps<
  typeof AuthRecipeComponentsOverrideContextProvider
>["components"];

/**
 * How a visitor may sign in: e-mail and password always, Google when configured. Each set is
 * its own module and prerendered page (password-sign-in.tsx, google-sign-in.tsx,
 * google-callback.tsx), so a page loads only its own methods' code.
 */
export type SignInMethods = {
  /** The prerendered page that offers these methods (lib/auth/auth-screen.ts). */
  variant: AuthScreenVariant;
  extraRecipes: ExtraRecipe[];
  screens: PrebuiltScreens;
  authPage?: AuthPageOverrides;
};

type AuthOptions = { screens: PrebuiltScreens; authPage?: AuthPageOverrides; notice?: string };

const AuthOptionsContext = createContext<AuthOptions>({ screens: [] });

/** The screens to route between, and a notice left by the page that sent the visitor here. */
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
  methods,
}: {
  children: ReactNode;
  methods: SignInMethods;
}) {
  // Only ever true after client navigation, never while hydrating (nothing started yet then).
  const reload = typeof window !== "undefined" && startedSdk() === "web-js";
  // Before the first render of the wrapper, which needs the SDK: hence here, not in an effect.
  if (typeof window !== "undefined" && !reload) initSuperTokensOnce(methods);
  setRouter(useRouter(), usePathname());
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    if (reload) return window.location.reload();
    setNotice(takeSignInNotice()); // eslint-disable-line react-hooks/set-state-in-effect -- kept in the browser's session storage
    window.addEventListener("unhandledrejection", ignoreEndedSession);
    return () => window.removeEventListener("unhandledrejection", ignoreEndedSession);
  }, [reload]);
  const options = useMemo(
    () => ({ screens: methods.screens, authPage: methods.authPage, notice }),
    [methods.screens, methods.authPage, notice],
  );
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
