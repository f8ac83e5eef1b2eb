"use client";

import { useMounted } from "@mantine/hooks";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { SuperTokensWrapper } from "supertokens-auth-react";
import { AccessDeniedScreen } from "supertokens-auth-react/recipe/session/prebuiltui";

import { useUserInfo } from "@/components/account/use-user-info";

/**
 * What an admin route shows a signed-in user without the role (the proxy answers 403, the
 * admin layout checks again). The account lookup refreshes the token from the database; if the
 * role was granted meanwhile, the page asks the server again and opens.
 */
export function AccessDenied() {
  return (
    <SuperTokensWrapper>
      <AccessDeniedWithRoleCheck />
    </SuperTokensWrapper>
  );
}

function AccessDeniedWithRoleCheck() {
  const { info } = useUserInfo();
  const router = useRouter();
  const mounted = useMounted(); // the screen needs the browser-side SDK
  useEffect(() => {
    if (info?.isAdmin) router.refresh();
  }, [info?.isAdmin, router]);
  return mounted ? <AccessDeniedScreen /> : null;
}
