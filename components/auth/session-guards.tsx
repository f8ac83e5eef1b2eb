"use client";

import { useMounted } from "@mantine/hooks";
import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { SessionAuth } from "supertokens-auth-react/recipe/session";
import { AccessDeniedScreen } from "supertokens-auth-react/recipe/session/prebuiltui";
import { UserRoleClaim } from "supertokens-auth-react/recipe/userroles";

import { useUserInfo } from "@/components/account/use-user-info";
import { ADMIN_ROLE } from "@/config/auth";

/** Customer pages: a session with a verified email, or off to sign-in / verify-email. */
export function RequireSession({ children }: { children: ReactNode }) {
  return <SessionAuth>{children}</SessionAuth>;
}

/** Admin pages: the same, plus the admin role, or the access-denied screen (spec §2, §6). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <SessionAuth
      accessDeniedScreen={AccessDeniedScreen}
      overrideGlobalClaimValidators={(validators) => [
        ...validators,
        UserRoleClaim.validators.includes(ADMIN_ROLE),
      ]}
    >
      {children}
    </SessionAuth>
  );
}

/**
 * What the proxy shows on an admin route to a signed-in user without the role. The account
 * lookup refreshes the token from the database; if the role was granted meanwhile, the page
 * asks the server again and opens.
 */
export function AccessDenied() {
  const { info } = useUserInfo();
  const router = useRouter();
  const mounted = useMounted(); // the screen needs the browser-side SDK
  useEffect(() => {
    if (info?.isAdmin) router.refresh();
  }, [info?.isAdmin, router]);
  return mounted ? <AccessDeniedScreen /> : null;
}
