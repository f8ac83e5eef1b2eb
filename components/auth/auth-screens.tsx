"use client";

import { useEffect, useMemo, useState } from "react";
import { redirectToAuth, SuperTokensWrapper } from "supertokens-auth-react";
import { EmailPasswordPreBuiltUI } from "supertokens-auth-react/recipe/emailpassword/prebuiltui";
import { EmailVerificationPreBuiltUI } from "supertokens-auth-react/recipe/emailverification/prebuiltui";
import { ThirdPartyPreBuiltUI } from "supertokens-auth-react/recipe/thirdparty/prebuiltui";
import SuperTokensUI from "supertokens-auth-react/ui";

import { useAuthOptions } from "./supertokens-provider";

/** The prebuilt screens under /auth (spec §2): sign-in/up, reset, verify-email, Google's callback. */
export function AuthScreens() {
  const { googleEnabled } = useAuthOptions();
  const prebuilt = useMemo(
    () =>
      googleEnabled
        ? [EmailPasswordPreBuiltUI, ThirdPartyPreBuiltUI, EmailVerificationPreBuiltUI]
        : [EmailPasswordPreBuiltUI, EmailVerificationPreBuiltUI],
    [googleEnabled],
  );
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // An /auth/... path no screen serves goes back to sign-in.
    if (SuperTokensUI.canHandleRoute(prebuilt))
      setReady(true); // eslint-disable-line react-hooks/set-state-in-effect -- the check needs the browser's location
    else void redirectToAuth({ redirectBack: false });
  }, [prebuilt]);

  return ready ? (
    <SuperTokensWrapper>{SuperTokensUI.getRoutingComponent(prebuilt)}</SuperTokensWrapper>
  ) : null;
}
