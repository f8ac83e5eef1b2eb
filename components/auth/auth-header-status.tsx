"use client";

import { SuperTokensWrapper } from "supertokens-auth-react";
import { useSessionContext } from "supertokens-auth-react/recipe/session";

import { LoadingAuth } from "@/components/layout/loading-auth";

/**
 * The header's right-hand side on the sign-in screens: 'Loading auth...' while the SDK
 * determines the session, then nothing (a signed-in visitor is sent on; one whose e-mail is
 * not verified yet may only log out, on the verify-email screen).
 */
export function AuthHeaderStatus() {
  return (
    <SuperTokensWrapper>
      <SessionStatus />
    </SuperTokensWrapper>
  );
}

function SessionStatus() {
  return useSessionContext().loading ? <LoadingAuth /> : null;
}
