import type { ReactNode } from "react";

import { AuthHeaderStatus } from "@/components/auth/auth-header-status";
import { GoogleSignIn } from "@/components/auth/google-sign-in";
import { PasswordSignIn } from "@/components/auth/password-sign-in";
import { PlainFrame } from "@/components/layout/plain-frame";
import type { AuthScreenVariant } from "@/lib/auth/auth-screen";

export default async function AuthScreenLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ variant: AuthScreenVariant }>;
}) {
  const { variant } = await params;
  // Only the chosen one's code is sent: the page without Google loads none of Google's screens.
  const SignIn = variant === "password-and-google" ? GoogleSignIn : PasswordSignIn;
  return (
    <SignIn>
      <PlainFrame actions={<AuthHeaderStatus />}>{children}</PlainFrame>
    </SignIn>
  );
}
