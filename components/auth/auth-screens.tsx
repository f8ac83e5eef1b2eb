"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { redirectToAuth, SuperTokensWrapper } from "supertokens-auth-react";
import SuperTokensUI, {
  AuthRecipeComponentsOverrideContextProvider,
} from "supertokens-auth-react/ui";

import classes from "./auth-screens.module.css";
import { useAuthOptions } from "./supertokens-provider";

/**
 * The prebuilt screens under /auth (spec §2): sign-in/up, reset, verify-email, Google's callback.
 * Every /auth address is the same prerendered page, so moving between them changes nothing
 * Next renders: the screen starts afresh for each address itself.
 */
export function AuthScreens() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return <ScreenForAddress key={`${pathname}?${search}`} />;
}

const NO_OVERRIDES = {};

function ScreenForAddress() {
  const { screens, authPage, notice } = useAuthOptions();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // An /auth/... path no screen serves goes back to sign-in.
    if (SuperTokensUI.canHandleRoute(screens))
      setReady(true); // eslint-disable-line react-hooks/set-state-in-effect -- the check needs the browser's location
    else void redirectToAuth({ redirectBack: false });
  }, [screens]);

  return (
    <>
      {notice ? (
        <p role="status" className={classes.notice}>
          {notice}
        </p>
      ) : null}
      {ready ? (
        <SuperTokensWrapper>
          <AuthRecipeComponentsOverrideContextProvider components={authPage ?? NO_OVERRIDES}>
            {SuperTokensUI.getRoutingComponent(screens)}
          </AuthRecipeComponentsOverrideContextProvider>
        </SuperTokensWrapper>
      ) : null}
    </>
  );
}
