import type { Metadata } from "next";

import { AuthScreens } from "@/components/auth/auth-screens";
import { authPaths } from "@/config/auth";
import { authScreenVariants, type AuthScreenVariant } from "@/lib/auth/auth-screen";
import { pageTitle } from "@/lib/site/page-title";

// Built once per variant; the proxy serves every /auth path with one of them (lib/auth/auth-screen.ts).
export const dynamicParams = false;
export const generateStaticParams = () => authScreenVariants.map((variant) => ({ variant }));
export const metadata: Metadata = { title: pageTitle(authPaths.websiteBasePath) };

export default async function AuthScreenPage({
  params,
}: {
  params: Promise<{ variant: AuthScreenVariant }>;
}) {
  const { variant } = await params;
  return <AuthScreens googleEnabled={variant === "password-and-google"} />;
}
