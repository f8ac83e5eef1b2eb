import ThirdParty from "supertokens-web-js/recipe/thirdparty";
import { normaliseInputAppInfoOrThrowError } from "supertokens-web-js/utils";
import STGeneralError from "supertokens-web-js/utils/error";

import { authPaths } from "@/config/auth";
import { appInfo } from "@/lib/auth/app-info";
import { sameOriginPath } from "@/lib/auth/return-path";

const GOOGLE = "google";

/**
 * Where the visitor returns after Google when they came to sign-in from a protected page: the
 * `redirectToPath` of this address, when it is a path of this site.
 */
export function returnPathOf(href: string): string | undefined {
  const here = new URL(href);
  return sameOriginPath(here.searchParams.get("redirectToPath"), here.origin);
}

let started = false;

/**
 * web-js's ThirdParty recipe, which asks our API for Google's address and keeps the OAuth state
 * in session storage. The state carries what the prebuilt UI's own recipe adds (its recipe id,
 * by which Google's return page recognises it, and where to go afterwards), so the return page
 * (google-callback.tsx) reads it as its own.
 */
function startThirdParty(): void {
  if (started) return;
  const createRecipe = ThirdParty.init({
    override: {
      functions: (original) => ({
        ...original,
        setStateAndOtherInfoToStorage: (input) =>
          original.setStateAndOtherInfoToStorage({
            ...input,
            state: {
              ...input.state,
              rid: "thirdparty",
              redirectToPath: returnPathOf(window.location.href),
            },
          }),
      }),
    },
  });
  createRecipe(
    normaliseInputAppInfoOrThrowError(appInfo(window.location.origin)),
    undefined,
    false,
    [],
  );
  started = true;
}

/**
 * The address of Google's sign-in for this visitor, its state kept for the return; or the error
 * for the sign-in page to show (a sentence from our API, or the prebuilt UI's "something went
 * wrong").
 */
export async function googleSignInAddress(): Promise<{ url: string } | { error: string }> {
  try {
    startThirdParty();
    const url = await ThirdParty.getAuthorisationURLWithQueryParamsAndSetState({
      thirdPartyId: GOOGLE,
      frontendRedirectURI: new URL(
        `${authPaths.websiteBasePath}/callback/${GOOGLE}`,
        window.location.origin,
      ).href,
      shouldTryLinkingWithSessionUser: false,
    });
    return { url };
  } catch (error) {
    return {
      error: STGeneralError.isThisError(error) ? error.message : "SOMETHING_WENT_WRONG_ERROR",
    };
  }
}
