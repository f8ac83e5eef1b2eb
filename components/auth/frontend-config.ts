"use client";

import type { useRouter } from "next/navigation";
import SuperTokensReact from "supertokens-auth-react";
import EmailPassword from "supertokens-auth-react/recipe/emailpassword";
import EmailVerification from "supertokens-auth-react/recipe/emailverification";
import Session from "supertokens-auth-react/recipe/session";
import STGeneralError from "supertokens-web-js/utils/error";

import { appInfo } from "@/lib/auth/app-info";
import { servedBy, type AuthScreenVariant } from "@/lib/auth/auth-screen";
import { sameOriginPath } from "@/lib/auth/return-path";

import { authStyle } from "./auth-style";
import { startOnce } from "./sdk-start";

type SuperTokensConfig = Parameters<typeof SuperTokensReact.init>[0];
/** A recipe the sign-in screens offer beside e-mail and password (Google: google-sign-in.tsx). */
export type ExtraRecipe = SuperTokensConfig["recipeList"][number];

/** Next's router, so the prebuilt UI moves between its own screens without full page loads. */
const routerInfo: { router?: ReturnType<typeof useRouter>; pathname?: string } = {};

export function setRouter(router: ReturnType<typeof useRouter>, pathname: string): void {
  routerInfo.router = router;
  routerInfo.pathname = pathname;
}

/**
 * A 429 from our rate limits becomes a general error, so the prebuilt form shows its sentence
 * instead of "Something went wrong".
 */
async function explainRateLimit<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Response && error.status === 429) {
      const body = (await error.json().catch(() => ({}))) as { message?: string };
      throw new STGeneralError(
        body.message ?? "Too many attempts. Please wait a few minutes and try again.",
      );
    }
    throw error;
  }
}

/** The sign-in methods of the prerendered page (supertokens-provider.tsx). */
type PageMethods = { variant: AuthScreenVariant; extraRecipes: ExtraRecipe[] };

export function frontendConfig({ variant, extraRecipes }: PageMethods): SuperTokensConfig {
  /** Whether `url` is this page's (see `servedBy`): only then does Next's router move there. */
  const onThisPage = (url: string | URL) =>
    servedBy(variant, new URL(url, window.location.origin).pathname);
  return {
    appInfo: appInfo(window.location.origin),
    style: authStyle,
    // After sign-in (password or Google) and e-mail verification: only a path of this site.
    getRedirectionURL: async (context) =>
      context.action === "SUCCESS"
        ? (sameOriginPath(context.redirectToPath, window.location.origin) ?? "/")
        : undefined,
    // Spec §5 words this message with a full stop; the library's default has none.
    languageTranslations: {
      translations: {
        en: {
          EMAIL_PASSWORD_EMAIL_ALREADY_EXISTS: "This email already exists. Please sign in instead.",
          // Google's return sends /auth?error=no_email_present to a page without the ThirdParty
          // screens, whose words these are.
          THIRD_PARTY_ERROR_NO_EMAIL: "Could not retrieve email. Please try a different method.",
        },
      },
    },
    recipeList: [
      EmailPassword.init({
        override: {
          functions: (original) => ({
            ...original,
            signIn: (input) => explainRateLimit(() => original.signIn(input)),
            signUp: (input) => explainRateLimit(() => original.signUp(input)),
            sendPasswordResetEmail: (input) =>
              explainRateLimit(() => original.sendPasswordResetEmail(input)),
          }),
        },
      }),
      ...extraRecipes,
      EmailVerification.init({
        mode: "REQUIRED",
        override: {
          functions: (original) => ({
            ...original,
            sendVerificationEmail: (input) =>
              explainRateLimit(() => original.sendVerificationEmail(input)),
          }),
        },
      }),
      Session.init(),
    ],
    windowHandler: (original) => ({
      ...original,
      location: {
        ...original.location,
        getPathName: () => routerInfo.pathname ?? original.location.getPathName(),
        assign: (url) =>
          routerInfo.router && onThisPage(url)
            ? routerInfo.router.push(url.toString())
            : original.location.assign(url),
        setHref: (url) =>
          routerInfo.router && onThisPage(url)
            ? routerInfo.router.push(url.toString())
            : original.location.setHref(url),
      },
    }),
  };
}

/**
 * supertokens-auth-react may be initialised once per page load (sdk-start.ts). Moving to an
 * address another page serves is a full page load: after sign-in the rest of the site runs its
 * own, lighter session client (session-client.ts), and the sign-in pages each start the SDK
 * with their own recipes.
 */
export function initSuperTokensOnce(methods: PageMethods): void {
  startOnce("auth-react", () => SuperTokensReact.init(frontendConfig(methods)));
}
