import type { ReactNode } from "react";

import { AuthHeaderActions } from "@/components/auth/auth-header-actions";
import { SuperTokensProvider } from "@/components/auth/supertokens-provider";
import { AppFrame } from "@/components/layout/app-frame";

/** The sign-in screens: the only part of the site that loads supertokens-auth-react. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  // Read at request time, so one image serves with or without Google credentials.
  const googleEnabled = Boolean(process.env.GOOGLE_CLIENT_ID);
  return (
    <SuperTokensProvider googleEnabled={googleEnabled}>
      <AppFrame actions={<AuthHeaderActions />}>{children}</AppFrame>
    </SuperTokensProvider>
  );
}
