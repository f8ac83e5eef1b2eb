"use client";

import type { ReactNode } from "react";

import { googleButtonFirst } from "./google-button";
import { passwordSignIn } from "./password-sign-in";
import { SuperTokensProvider, type SignInMethods } from "./supertokens-provider";

/**
 * Spec §1: e-mail and password, and Google. The screens are e-mail's, with Google's button above
 * the form; Google's own part of the prebuilt UI runs only on its return (google-callback.tsx).
 */
const googleSignIn: SignInMethods = {
  ...passwordSignIn,
  variant: "password-and-google",
  authPage: { ...passwordSignIn.authPage, ...googleButtonFirst },
};

/** The sign-in screens with e-mail and password, and Google (when it is configured). */
export function GoogleSignIn({ children }: { children: ReactNode }) {
  return <SuperTokensProvider methods={googleSignIn}>{children}</SuperTokensProvider>;
}
