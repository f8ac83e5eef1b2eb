"use client";

import type { ReactNode } from "react";
import ThirdParty, { Google } from "supertokens-auth-react/recipe/thirdparty";
import { ThirdPartyPreBuiltUI } from "supertokens-auth-react/recipe/thirdparty/prebuiltui";

import { passwordSignIn } from "./password-sign-in";
import { SuperTokensProvider, type SignInMethods } from "./supertokens-provider";

const [emailPassword, ...others] = passwordSignIn.screens;

/**
 * Spec §1: Google is the only third-party provider. Its return (/auth/callback/google) is the one
 * screen that runs the prebuilt UI's ThirdParty recipe and screens: they finish the sign-in (new
 * and returning accounts) or send back to /auth with the error. The other screens show only its
 * button (google-sign-in.tsx), without this code.
 */
const googleCallback: SignInMethods = {
  variant: "google-callback",
  extraRecipes: [ThirdParty.init({ signInAndUpFeature: { providers: [Google.init()] } })],
  screens: [emailPassword!, ThirdPartyPreBuiltUI, ...others],
};

/** The screens on Google's return, when it is configured. */
export function GoogleCallback({ children }: { children: ReactNode }) {
  return <SuperTokensProvider methods={googleCallback}>{children}</SuperTokensProvider>;
}
