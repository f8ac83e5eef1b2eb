import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";

import { PlainFrame } from "@/components/layout/plain-frame";
import { authPaths } from "@/config/auth";
import { pageTitle } from "@/lib/site/page-title";

import { AuthHeaderStatus } from "./auth-header-status";
import { AuthScreens } from "./auth-screens";

/**
 * The sign-in screens' page, prerendered once per set of sign-in methods (app/auth-screen/…,
 * one route each, so each sends only its own methods' code); the proxy serves every /auth
 * address with one of them (lib/auth/auth-screen.ts).
 */
export function AuthScreenPage() {
  // The screens read the address in the browser; the prerendered page shows none of them.
  return (
    <Suspense>
      <AuthScreens />
    </Suspense>
  );
}

export const authScreenMetadata: Metadata = { title: pageTitle(authPaths.websiteBasePath) };

/** The plain frame (no Mantine), its header saying 'Loading auth...' until the SDK knows. */
export function AuthScreenFrame({ children }: { children: ReactNode }) {
  return <PlainFrame actions={<AuthHeaderStatus />}>{children}</PlainFrame>;
}
