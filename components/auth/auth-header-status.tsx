"use client";

import { SuperTokensWrapper } from "supertokens-auth-react";
import { useSessionContext } from "supertokens-auth-react/recipe/session";

import classes from "@/components/layout/plain-frame.module.css";

/**
 * Spec §2: 'Loading auth...' while the session is being determined. On the sign-in screens
 * nothing follows it: a signed-in visitor is sent on, one still to verify may only log out.
 */
export function AuthHeaderStatus() {
  return (
    <SuperTokensWrapper>
      <LoadingAuth />
    </SuperTokensWrapper>
  );
}

function LoadingAuth() {
  const session = useSessionContext();
  return session.loading ? <span className={classes.status}>Loading auth...</span> : null;
}
