import type { ReactNode } from "react";

import { AuthScreenFrame } from "@/components/auth/auth-screen-page";
import { GoogleCallback } from "@/components/auth/google-callback";

export default function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <GoogleCallback>
      <AuthScreenFrame>{children}</AuthScreenFrame>
    </GoogleCallback>
  );
}
