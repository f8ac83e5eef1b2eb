"use client";

import type { ReactNode } from "react";
import ThirdParty, { Google } from "supertokens-auth-react/recipe/thirdparty";
import { ThirdPartyPreBuiltUI } from "supertokens-auth-react/recipe/thirdparty/prebuiltui";

import { passwordSignIn } from "./password-sign-in";
import { SuperTokensProvider, type SignInMethods } from "./supertokens-provider";

const [emailPassword, ...others] = passwordSignIn.screens;

/** Spec §1: Google is the only third-party provider; its screens sit beside e-mail's. */
const googleSignIn: SignInMethods = {
  extraRecipes: [ThirdParty.init({ signInAndUpFeature: { providers: [Google.init()] } })],
  screens: [emailPassword!, ThirdPartyPreBuiltUI, ...others],
};

/** The sign-in screens with e-mail and password, and Google (when it is configured). */
export function GoogleSignIn({ children }: { children: ReactNode }) {
  return <SuperTokensProvider methods={googleSignIn}>{children}</SuperTokensProvider>;
}
