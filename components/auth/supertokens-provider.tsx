"use client";

import { usePathname, useRouter } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";
import { SuperTokensWrapper } from "supertokens-auth-react";

import { initSuperTokensOnce, setRouter } from "./frontend-config";

const AuthOptionsContext = createContext({ googleEnabled: false });

/** Whether Google sign-in is offered (decided by the server's configuration). */
export const useAuthOptions = () => useContext(AuthOptionsContext);

/**
 * Starts supertokens-auth-react once in the browser and gives every page the session context
 * (the header reads it; until it is known, the header says 'Loading auth...').
 */
export function SuperTokensProvider({
  children,
  googleEnabled,
}: {
  children: ReactNode;
  googleEnabled: boolean;
}) {
  // Before the first render of the wrapper, which needs the SDK: hence here, not in an effect.
  if (typeof window !== "undefined") initSuperTokensOnce({ googleEnabled });
  setRouter(useRouter(), usePathname());
  return (
    <AuthOptionsContext.Provider value={{ googleEnabled }}>
      <SuperTokensWrapper>{children}</SuperTokensWrapper>
    </AuthOptionsContext.Provider>
  );
}
