"use client";

import type { ReactNode } from "react";
import { EmailPasswordPreBuiltUI } from "supertokens-auth-react/recipe/emailpassword/prebuiltui";
import { EmailVerificationPreBuiltUI } from "supertokens-auth-react/recipe/emailverification/prebuiltui";

import { keyboardSwitch } from "./sign-in-up-switch";
import { SuperTokensProvider, type SignInMethods } from "./supertokens-provider";

export const passwordSignIn: SignInMethods = {
  variant: "password",
  extraRecipes: [],
  screens: [EmailPasswordPreBuiltUI, EmailVerificationPreBuiltUI],
  authPage: keyboardSwitch,
};

/** The sign-in screens with e-mail and password only. */
export function PasswordSignIn({ children }: { children: ReactNode }) {
  return <SuperTokensProvider methods={passwordSignIn}>{children}</SuperTokensProvider>;
}
