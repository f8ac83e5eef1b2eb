import type { Metadata } from "next";
import { Suspense } from "react";

import { AuthScreens } from "@/components/auth/auth-screens";
import { authPaths } from "@/config/auth";
import { authScreenVariants } from "@/lib/auth/auth-screen";
import { pageTitle } from "@/lib/site/page-title";

// Built once per variant; the proxy serves every /auth path with one of them (lib/auth/auth-screen.ts).
export const dynamicParams = false;
export const generateStaticParams = () => authScreenVariants.map((variant) => ({ variant }));
export const metadata: Metadata = { title: pageTitle(authPaths.websiteBasePath) };

export default function AuthScreenPage() {
  // The screens read the address in the browser; the prerendered page shows none of them.
  return (
    <Suspense>
      <AuthScreens />
    </Suspense>
  );
}
