import supertokens, { type RecipeUserId, type User } from "supertokens-node";
import EmailPassword from "supertokens-node/recipe/emailpassword";
import EmailVerification from "supertokens-node/recipe/emailverification";
import Session from "supertokens-node/recipe/session";
import ThirdParty from "supertokens-node/recipe/thirdparty";
import UserRoles, { PermissionClaim, UserRoleClaim } from "supertokens-node/recipe/userroles";
import type { TypeInput } from "supertokens-node/types";

import { upsertProfile } from "@/lib/auth/profiles";
import { sendEmail } from "@/lib/email/send";
import { emailVerificationEmail, passwordResetEmail } from "@/lib/email/templates";
import { serverEnv, type ServerEnv } from "@/lib/env";

import { grantAdminIfListed } from "./admins";
import { appInfo } from "./app-info";
import { forgetRevokedSessions } from "./live-sessions";
import { answeredBySignUpEmail, sendVerificationAtSignUp } from "./verification-at-sign-up";

type SignInResult = { status: string; user?: User; recipeUserId?: RecipeUserId };

/**
 * Wraps a sign-in or sign-up function so every account that gets in has its profile row and
 * the ADMIN_EMAILS rule applied, before the session (and its role claim) is made.
 */
function withAccountSetup<Input, Result extends SignInResult>(
  env: ServerEnv,
  signIn: (input: Input) => Promise<Result>,
) {
  return async (input: Input): Promise<Result> => {
    const result = await signIn(input);
    const { user, recipeUserId } = result;
    if (result.status !== "OK" || !user || !recipeUserId) return result;
    const method = user.loginMethods.find(
      (login) => login.recipeUserId.getAsString() === recipeUserId.getAsString(),
    );
    if (method?.email) {
      await upsertProfile(user.id, method.email);
      await grantAdminIfListed(env.ADMIN_EMAILS, user.id, method.email, method.verified);
    }
    return result;
  };
}

/**
 * supertokens-node for this app (spec §1–9): EmailPassword, Google through ThirdParty,
 * EmailVerification REQUIRED, Session and UserRoles, with the product's own e-mails.
 */
export function backendConfig(env: ServerEnv): TypeInput {
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET;
  return {
    framework: "custom",
    supertokens: { connectionURI: env.SUPERTOKENS_CONNECTION_URI, apiKey: env.SUPERTOKENS_API_KEY },
    appInfo: appInfo(env.APP_URL),
    recipeList: [
      EmailPassword.init({
        emailDelivery: {
          service: {
            sendEmail: async ({ user, passwordResetLink }) =>
              sendEmail({ to: user.email, ...passwordResetEmail(passwordResetLink) }),
          },
        },
        override: {
          functions: (original) => ({
            ...original,
            signIn: withAccountSetup(env, original.signIn.bind(original)),
            signUp: withAccountSetup(env, original.signUp.bind(original)),
          }),
          apis: (original) => ({
            ...original,
            signUpPOST: async (input) => {
              const result = await original.signUpPOST!(input);
              if (result.status === "OK")
                await sendVerificationAtSignUp(input.tenantId, result.session, input.userContext);
              return result;
            },
          }),
        },
      }),
      ...(google
        ? [
            ThirdParty.init({
              signInAndUpFeature: {
                providers: [
                  {
                    config: {
                      thirdPartyId: "google",
                      clients: [
                        {
                          clientId: env.GOOGLE_CLIENT_ID!,
                          clientSecret: env.GOOGLE_CLIENT_SECRET!,
                        },
                      ],
                      // Unset in production: Google's own discovery document.
                      oidcDiscoveryEndpoint: env.GOOGLE_OIDC_DISCOVERY_URL,
                    },
                  },
                ],
              },
              override: {
                functions: (original) => ({
                  ...original,
                  signInUp: withAccountSetup(env, original.signInUp.bind(original)),
                }),
              },
            }),
          ]
        : []),
      EmailVerification.init({
        mode: "REQUIRED",
        emailDelivery: {
          service: {
            sendEmail: async ({ user, emailVerifyLink }) =>
              sendEmail({ to: user.email, ...emailVerificationEmail(emailVerifyLink) }),
          },
        },
        override: {
          apis: (original) => ({
            ...original,
            // The screen asks for an e-mail as it opens: the one sent at sign-up answers that.
            generateEmailVerifyTokenPOST: async (input) => {
              const recipeUserId = input.session.getRecipeUserId(input.userContext);
              if (await answeredBySignUpEmail(recipeUserId, input.userContext)) {
                return { status: "OK" };
              }
              return original.generateEmailVerifyTokenPOST!(input);
            },
            verifyEmailPOST: async (input) => {
              const result = await original.verifyEmailPOST!(input);
              if (result.status !== "OK") return result;
              const session = result.newSession ?? input.session;
              const userId = session?.getUserId() ?? result.user.recipeUserId.getAsString();
              if (await grantAdminIfListed(env.ADMIN_EMAILS, userId, result.user.email, true)) {
                await session?.fetchAndSetClaim(UserRoleClaim);
                await session?.fetchAndSetClaim(PermissionClaim);
              }
              return result;
            },
          }),
        },
      }),
      Session.init({ override: { functions: forgetRevokedSessions } }),
      UserRoles.init(),
    ],
    telemetry: false,
  };
}

const holder = globalThis as typeof globalThis & { __ncsSuperTokens?: boolean };

/** Initialises supertokens-node once per process; every server entry point calls it first. */
export function ensureSuperTokensInit(): void {
  if (holder.__ncsSuperTokens) return;
  supertokens.init(backendConfig(serverEnv()));
  holder.__ncsSuperTokens = true;
}
