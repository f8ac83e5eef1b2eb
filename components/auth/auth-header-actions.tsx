"use client";

import { SuperTokensWrapper } from "supertokens-auth-react";
import { useSessionContext } from "supertokens-auth-react/recipe/session";

import { useUserInfo } from "@/components/account/use-user-info";
import { LoadingAuth, SignedInActions } from "@/components/layout/header-actions";
import { ADMIN_ROLE } from "@/config/auth";

/** The header's right-hand side under /auth, where the sign-in SDK determines the session. */
export function AuthHeaderActions() {
  return (
    <SuperTokensWrapper>
      <SessionActions />
    </SuperTokensWrapper>
  );
}

function SessionActions() {
  const session = useSessionContext();
  const signedIn =
    !session.loading && session.doesSessionExist && session.invalidClaims.length === 0;
  const { info } = useUserInfo(signedIn);
  if (session.loading) return <LoadingAuth />;
  // Until the email is verified, the verify-email screen offers the only way on: logging out.
  if (!signedIn) return null;
  const roles = (session.accessTokenPayload?.["st-role"] as { v?: string[] } | undefined)?.v ?? [];
  return <SignedInActions email={info?.email} isAdmin={roles.includes(ADMIN_ROLE)} />;
}
