import type { ReactNode } from "react";

import { AuthHeaderStatus } from "@/components/auth/auth-header-status";
import { SuperTokensProvider } from "@/components/auth/supertokens-provider";
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
  return (
    <SuperTokensProvider googleEnabled={variant === "password-and-google"}>
      <PlainFrame status={<AuthHeaderStatus />}>{children}</PlainFrame>
    </SuperTokensProvider>
  );
}
