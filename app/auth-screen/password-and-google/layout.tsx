import type { ReactNode } from "react";

import { AuthScreenFrame } from "@/components/auth/auth-screen-page";
import { GoogleSignIn } from "@/components/auth/google-sign-in";

export default function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <GoogleSignIn>
      <AuthScreenFrame>{children}</AuthScreenFrame>
    </GoogleSignIn>
  );
}
