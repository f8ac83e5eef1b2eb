import type { ReactNode } from "react";

import { AuthScreenFrame } from "@/components/auth/auth-screen-page";
import { PasswordSignIn } from "@/components/auth/password-sign-in";

export default function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <PasswordSignIn>
      <AuthScreenFrame>{children}</AuthScreenFrame>
    </PasswordSignIn>
  );
}
